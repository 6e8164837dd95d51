import type { FoundKind } from './personal-data.service.js';

/** The fields of a queued e-mail the admin recognises it by. */
const MAIL_JOB_FIELDS = ['audience', 'sourceTable', 'status', 'recipient'];

/** A row's fields about the people it names, joined, for the admin to recognise it before erasing. */
export function summaryOf(kind: FoundKind, row: Record<string, unknown>): string {
  const properties = kind.source ? kind.source.people.flatMap((person) => [...(person.others ?? []), person.email, person.phone]) : MAIL_JOB_FIELDS;
  return properties
    .filter((property): property is string => Boolean(property))
    .map((property) => String(row[property] ?? '').trim())
    .filter(Boolean)
    .join(' · ');
}
