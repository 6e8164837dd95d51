import multipart from '@fastify/multipart';
import { DOWNLOAD_FILES_QUERY, DOWNLOAD_MAX_BYTES, DOWNLOAD_UPLOAD_PREFIX, findDownloadSlot } from '@site/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../core/services.js';
import { DomainError } from '../../core/errors.js';
import type { Database } from '../../db/database.js';
import { file, itemOf } from '../../openapi/json-schema.js';
import type { ApiRouteDoc } from '../../openapi/route-doc.js';
import { restStatusOf } from '../../rest/shim-errors.js';
import { recordAudit } from '../../access/audit.js';
import { guardRoute } from '../../http/guard-route.js';
import { downloadRefusal } from './download-errors.js';
import { purgeDownloadVersions } from './download-purge.js';
import { storeDownload } from './download-upload.js';
import { DOWNLOADS_TAG } from './downloads.resolver.js';

const UPLOAD_ROUTE = `${DOWNLOAD_UPLOAD_PREFIX}*`;

type UploadRequest = FastifyRequest<{ Params: { '*': string } }>;

/** A request's file: its bytes, and how to read and drop the rest once it is refused, so that the client gets to read the answer. */
interface UploadBody {
  bytes: AsyncIterable<Buffer>;
  drain(): void;
}

/** PUT: the body is the file. */
async function rawBody(request: UploadRequest): Promise<UploadBody> {
  const declared = Number(request.headers['content-length']);
  if (declared > DOWNLOAD_MAX_BYTES) throw downloadRefusal.tooLarge();
  return { bytes: request.raw, drain: () => request.raw.resume() };
}

/** POST: a form whose one file field is `file`. */
async function multipartBody(request: UploadRequest): Promise<UploadBody> {
  if (!request.isMultipart()) throw downloadRefusal.noFile();
  const part = await request.file().catch((error: unknown) => {
    throw downloadRefusal.cutOff(error);
  });
  if (!part) throw downloadRefusal.noFile();
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw downloadRefusal.noFile();
  }
  return { bytes: part.file, drain: () => part.file.resume() };
}

/**
 * The dashboard's uploads into a slot: `PUT /api/downloads/files/<slot path>` with the file as the
 * body, or `POST` with a multipart form whose file field is `file`; the admin's token as for every
 * admin call. The body is never parsed or held whole: it streams into the file store. Answers the
 * slot's new file, or `{ error }` with 400, 401 or 413, the slot keeping the file it had.
 */
export async function registerDownloadUploadRoutes(app: FastifyInstance, db: Database, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Whatever its type, the body stays the request's stream for the handler to read.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // One byte over the limit reaches storeDownload, which refuses it with the slot's own message.
    await scope.register(multipart, { limits: { files: 1, fields: 10, fileSize: DOWNLOAD_MAX_BYTES + 1 } });

    const upload = async (request: UploadRequest, reply: FastifyReply, bodyOf: (request: UploadRequest) => Promise<UploadBody>) => {
      reply.header('cache-control', 'no-store');
      // Refused before reading: the connection ends rather than read a body nobody may store.
      reply.header('connection', 'close');
      const principal = await guardRoute(services.access, request, reply, ['downloads:write']);
      if (!principal) return reply;
      reply.removeHeader('connection');
      let body: UploadBody | undefined;
      try {
        const slot = findDownloadSlot(request.params['*']);
        if (!slot) throw downloadRefusal.unknownSlot();
        body = await bodyOf(request);
        const em = db.orm.em.fork();
        const file = await storeDownload({
          em,
          files: services.files,
          slot,
          source: body.bytes,
          maxBytes: DOWNLOAD_MAX_BYTES,
          onStored: (tem) => recordAudit(tem, principal, { action: 'uploadDownload', target: slot.path, ip: request.ip }),
        });
        await services.invalidation.publish(DOWNLOADS_TAG);
        // Cleaning up older versions must not turn a stored upload into a failure; the next change tries again.
        await purgeDownloadVersions(em, services.files).catch((error: unknown) => request.log.error({ err: error }, 'Purging old download versions failed.'));
        return reply.send(file);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Refused before reading (unknown slot, declared too large): end the connection rather than read the body.
        if (body) body.drain();
        else reply.header('connection', 'close');
        return reply.code(restStatusOf(error.code)).send({ error: error.message });
      }
    };

    scope.put<{ Params: { '*': string } }>(UPLOAD_ROUTE, { config: { addressLimit: true } }, (request, reply) => upload(request, reply, rawBody));
    scope.post<{ Params: { '*': string } }>(UPLOAD_ROUTE, { config: { addressLimit: true } }, (request, reply) => upload(request, reply, multipartBody));
  });
}

const uploadDoc = {
  access: 'admin',
  description:
    'The path is the slot’s, as the downloads page links it under /files/downloads/ (it has slashes). The slot keeps the file it had when the upload is refused.',
  shapeOf: DOWNLOAD_FILES_QUERY,
  answer: ({ downloadFiles }) => itemOf(downloadFiles),
  errors: { 413: 'Larger than the slot takes.' },
} satisfies Omit<ApiRouteDoc, 'method' | 'path' | 'summary'>;

/** What /api/openapi.json says of the two upload routes. */
export const downloadUploadDocs: readonly ApiRouteDoc[] = [
  {
    ...uploadDoc,
    method: 'PUT',
    path: UPLOAD_ROUTE,
    summary: 'Uploads a file into a downloads slot, the body being the file',
    rawBody: { 'application/octet-stream': file('The file.') },
  },
  { ...uploadDoc, method: 'POST', path: UPLOAD_ROUTE, summary: 'Uploads a file into a downloads slot from a form', files: { file: 'The file.' } },
];
