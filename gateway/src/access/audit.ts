import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry } from './audit-entry.entity.js';
import { actorId, actorName, type Principal } from './principal.js';

export interface AuditRecord {
  action: string;
  target?: string | null;
  fields?: readonly string[];
  ip: string;
}

/** Adds an entry to `em`'s unit of work; the caller's flush (inside its transaction) writes it with the change. */
export function recordAudit(em: EntityManager, who: Principal | { typed: string; accountId?: string }, record: AuditRecord): AuditEntry {
  const actor =
    who === null
      ? { actorId: null, actor: 'nobody' }
      : 'typed' in who
        ? { actorId: who.accountId ?? null, actor: who.typed.slice(0, 254) }
        : { actorId: actorId(who), actor: actorName(who) };
  return em.create(AuditEntry, {
    ...actor,
    action: record.action,
    target: record.target?.slice(0, 254) ?? null,
    fields: [...(record.fields ?? [])],
    ip: record.ip.slice(0, 64),
    at: new Date(),
  });
}
