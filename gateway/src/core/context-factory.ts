import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { Services } from './services.js';
import type { Context } from './context.js';

export function contextFactory(db: Database, services: Services) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<Context> => ({
    em: db.orm.em.fork(),
    principal: await services.access.principalOf(request),
    ip: request.ip,
    reply,
    services,
  });
}
