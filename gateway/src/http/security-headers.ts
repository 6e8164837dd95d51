import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { contentSecurityPolicy } from './content-security-policy.js';

/**
 * Helmet's headers on every answer. The middleware is built once: @fastify/helmet builds it again
 * for every request (parsing the policy each time), which a CPU profile of page requests showed
 * among the largest costs of a page (decision 020).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy }, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
