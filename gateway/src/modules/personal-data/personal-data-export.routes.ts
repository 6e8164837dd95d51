import { PERSONAL_DATA_EXPORT_PATH } from '@site/schema';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../access/audit.js';
import { actorName } from '../../access/principal.js';
import { DomainError } from '../../core/errors.js';
import type { Services } from '../../core/services.js';
import type { Database } from '../../db/database.js';
import { file } from '../../openapi/json-schema.js';
import type { ApiRouteDoc } from '../../openapi/route-doc.js';
import { guardRoute } from '../../http/guard-route.js';
import { restStatusOf } from '../../rest/shim-errors.js';
import { personQuery } from './person-query.js';
import { personalDataArchive } from './personal-data-archive.js';
import { auditPersonalData } from './personal-data-audit.js';
import { findPersonalData } from './personal-data.service.js';

interface ExportForm {
  email?: string;
  phone?: string;
}

/**
 * The dashboard's export: a form `POST` (`email`, optional `phone`; URL-encoded or JSON) answered with
 * the person's zip as an attachment. A form, not a link, so the address stays out of URLs, proxy logs
 * and the browser's history, and the browser saves the download as it streams. Admin only, like the
 * file routes; never stored by a cache.
 */
export async function registerPersonalDataExportRoute(app: FastifyInstance, db: Database, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post<{ Body: ExportForm | undefined }>(PERSONAL_DATA_EXPORT_PATH, { config: { addressLimit: true } }, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const principal = await guardRoute(services.access, request, reply, ['personal-data:read']);
      if (!principal) return reply;
      try {
        const query = personQuery(String(request.body?.email ?? ''), request.body?.phone);
        const exportedAt = new Date();
        const em = db.orm.em.fork();
        const found = await findPersonalData(em, services.personalData, query);
        auditPersonalData(request.log, actorName(principal), 'personalData.export', query);
        recordAudit(em, principal, { action: 'exportPersonalData', ip: request.ip });
        await em.flush();
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="personal-data-${exportedAt.toISOString().slice(0, 10)}.zip"`)
          .header('x-content-type-options', 'nosniff')
          .send(personalDataArchive(services.files, query, found, exportedAt));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return reply.code(restStatusOf(error.code)).send({ error: error.message });
      }
    });
  });
}

/** What /api/openapi.json says of the export. */
export const personalDataExportDocs: readonly ApiRouteDoc[] = [
  {
    method: 'POST',
    path: PERSONAL_DATA_EXPORT_PATH,
    summary: 'Exports what the site holds about a person as a zip',
    description:
      'The person’s rows as personal-data.json and their files under files/<table>/<row id>/. A form or JSON body, so the address stays out of URLs and logs; never stored by a cache.',
    access: 'admin',
    body: {
      type: 'object',
      properties: {
        email: { type: 'string', description: 'The person’s e-mail (any case); empty to look for a phone number alone.' },
        phone: { type: 'string', description: 'The person’s phone number, compared by its last ten digits.' },
      },
    },
    answerType: 'application/zip',
    answer: () => file('The zip.'),
    errors: { 400: 'Neither a whole e-mail address nor a phone number of ten digits.' },
  },
];
