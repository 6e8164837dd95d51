import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { recordAudit } from '../access/audit.js';
import { guardRoute } from './guard-route.js';
import { permissionsOf } from '../access/permission-table.js';
import type { Database } from '../db/database.js';
import { isUuid } from '../db/ids.js';
import { contentDisposition } from '../files/file-name.js';
import type { PrivateFileOwner } from '../files/private-file-owner.js';
import { type FileVisibility, UploadedFile } from '../files/uploaded-file.entity.js';
import { notFoundMessage } from '../core/errors.js';
import type { Services } from '../core/services.js';

const FILE_NOT_FOUND = notFoundMessage('File');
// Resumes, ID cards and ticket attachments must never be kept by a shared cache or the browser.
const PRIVATE_FILE_CACHE = 'private, no-store';
const OWNER_ONLY = permissionsOf('OWNER');

interface FileParams {
  id: string;
}

/**
 * Stored uploads: /files/private/{id} only to a signed-in person whose role covers the feature the
 * file belongs to (a resume needs careers:read), /files/public/{id} to everyone.
 */
export function registerFileRoutes(app: FastifyInstance, db: Database, services: Services, owners: readonly PrivateFileOwner[]): void {
  const privateRoute = {
    config: { addressLimit: true },
    // On every answer of the route, refusals and rate limits included, so none of them is cached either.
    onSend: async (_request: unknown, reply: FastifyReply, payload: unknown) => {
      reply.header('cache-control', PRIVATE_FILE_CACHE);
      return payload;
    },
  };
  app.get<{ Params: FileParams }>('/files/private/:id', privateRoute, async (request, reply) => {
    if (!(await guardRoute(services.access, request, reply, []))) return reply;
    const em = db.orm.em.fork();
    const { id } = request.params;
    const owner = isUuid(id) ? await ownerOf(em, owners, id) : undefined;
    // A file no feature's row claims (yet) is the Owner's alone.
    const principal = await guardRoute(services.access, request, reply, owner ? [owner.permission] : OWNER_ONLY);
    if (!principal) return reply;
    if (owner?.openedAction) {
      recordAudit(em, principal, { action: owner.openedAction, target: owner.row, ip: request.ip });
      await em.flush();
    }
    return sendStoredFile(em, services, 'private', id, reply);
  });
  app.get<{ Params: FileParams }>('/files/public/:id', { config: { addressLimit: true } }, async (request, reply) =>
    sendStoredFile(db.orm.em.fork(), services, 'public', request.params.id, reply),
  );
}

async function ownerOf(em: EntityManager, owners: readonly PrivateFileOwner[], fileId: string) {
  for (const owner of owners) {
    const row = await owner.ownerOf(em, fileId);
    if (row) return { ...owner, row };
  }
  return undefined;
}

async function sendStoredFile(em: EntityManager, services: Services, visibility: FileVisibility, id: string, reply: FastifyReply) {
  const file = isUuid(id) ? await em.findOne(UploadedFile, { id, visibility }) : null;
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
