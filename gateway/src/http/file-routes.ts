import type { FastifyInstance, FastifyReply } from 'fastify';
import { tokenFromRequest } from '../security/token-cookie.js';
import type { Database } from '../db/database.js';
import { isUuid } from '../db/ids.js';
import { contentDisposition } from '../files/file-name.js';
import { type FileVisibility, UploadedFile } from '../files/uploaded-file.entity.js';
import { notFoundMessage, UNAUTHENTICATED_MESSAGE } from '../core/errors.js';
import type { Services } from '../core/services.js';

const FILE_NOT_FOUND = notFoundMessage('File');
// Resumes, ID cards and ticket attachments must never be kept by a shared cache or the browser.
const PRIVATE_FILE_CACHE = 'private, no-store';

interface FileParams {
  id: string;
}

/** Stored uploads: /files/private/{id} only with the admin token (bearer or cookie), /files/public/{id} to everyone. */
export function registerFileRoutes(app: FastifyInstance, db: Database, services: Services): void {
  const privateRoute = {
    config: { rateLimit: {} },
    // On every answer of the route, refusals and rate limits included, so none of them is cached either.
    onSend: async (_request: unknown, reply: FastifyReply, payload: unknown) => {
      reply.header('cache-control', PRIVATE_FILE_CACHE);
      return payload;
    },
  };
  app.get<{ Params: FileParams }>('/files/private/:id', privateRoute, async (request, reply) => {
    if (!(await services.tokens.verify(tokenFromRequest(request)))) return reply.code(401).send({ error: UNAUTHENTICATED_MESSAGE });
    return sendStoredFile(db, services, 'private', request.params.id, reply);
  });
  app.get<{ Params: FileParams }>('/files/public/:id', { config: { rateLimit: {} } }, async (request, reply) =>
    sendStoredFile(db, services, 'public', request.params.id, reply),
  );
}

async function sendStoredFile(db: Database, services: Services, visibility: FileVisibility, id: string, reply: FastifyReply) {
  const file = isUuid(id) ? await db.orm.em.fork().findOne(UploadedFile, { id, visibility }) : null;
  if (!file) return reply.code(404).send({ error: FILE_NOT_FOUND });
  const content = await services.files.read(file);
  if (!content) return reply.code(404).send({ error: FILE_NOT_FOUND });
  return reply
    .header('content-type', file.type)
    .header('content-length', content.size)
    .header('content-disposition', contentDisposition(visibility === 'private' ? 'attachment' : 'inline', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', visibility === 'private' ? PRIVATE_FILE_CACHE : 'public, max-age=31536000, immutable')
    .send(content.body);
}
