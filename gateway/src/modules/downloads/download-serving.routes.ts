import { DOWNLOADS_URL_PREFIX, findDownloadSlot } from '@site/schema';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/services.js';
import type { Database } from '../../db/database.js';
import { contentDisposition } from '../../files/file-name.js';
import { missingDownloadPage } from '../../http/missing-download-page.js';
import { downloadAnswer } from './download-answer.js';
import { storedFileOf } from './download-file-version.entity.js';
import { currentVersion } from './download-listing.js';

/**
 * `/files/downloads/<slot path>`: the slot's file with its size, name and ETag, in byte ranges for
 * resumed downloads. `no-cache`, since a file can be replaced at the same link. A slot without a
 * file, or a path the page does not link to, answers the page that says the file is not available.
 */
export function registerDownloadServingRoutes(app: FastifyInstance, db: Database, services: Services): void {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${DOWNLOADS_URL_PREFIX}*`,
    config: { addressLimit: true },
    // Ranges and lengths are of the stored bytes; ZIP and PDF files are compressed already.
    compress: false,
    handler: async (request, reply) => {
      const slot = findDownloadSlot(request.params['*']);
      const version = slot ? await currentVersion(db.orm.em.fork(), slot.path) : null;
      if (!slot || !version?.sha256) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(missingDownloadPage(new URL(request.url, 'http://localhost').pathname));
      }
      const { size } = version;
      const etag = `"${version.sha256}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache').header('accept-ranges', 'bytes');
      const answer = downloadAnswer(request.headers, size, etag);
      if (answer.status === 304) return reply.code(304).send();
      if (answer.status === 416) return reply.code(416).header('content-range', `bytes */${size}`).send();
      const range = answer.status === 206 ? answer.range : { start: 0, end: size - 1 };
      reply
        .code(answer.status)
        .header('content-type', version.contentType)
        .header('content-disposition', contentDisposition(slot.format === 'pdf' ? 'inline' : 'attachment', slot.fileName))
        .header('content-length', range.end - range.start + 1);
      if (answer.status === 206) reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(services.files.readRange(storedFileOf(version), range));
    },
  });
}
