import type { FastifyBaseLogger } from 'fastify';
import { type PersonQuery, queryFingerprint } from './person-query.js';

/** What an admin did with a person's data. */
export type PersonalDataAction = 'personalData.export' | 'personalData.erase';

/**
 * The one place the personal-data calls leave their audit record: a structured log line with the
 * person who asked, the action, SHA-256 fingerprints of the address and phone looked for (never the address
 * itself, which would keep what was erased) and, for an erase, what it removed.
 */
export function auditPersonalData(log: FastifyBaseLogger, actor: string | null, action: PersonalDataAction, query: PersonQuery, detail: object = {}): void {
  log.info({ audit: { action, actor, person: queryFingerprint(query), ...detail } }, `audit: ${action}`);
}
