import { createHash } from 'node:crypto';
import { InvalidError } from '../../core/errors.js';
import type { PersonFields } from '../../db/personal-data-source.js';

/** Digits a phone number is compared by: the last ten, so '+91 98765 43210' finds '9876543210'. */
const PHONE_DIGITS = 10;

/** Who is looked for: an e-mail address (trimmed, lower case) and the key of a phone number; either may be empty. */
export interface PersonQuery {
  email: string;
  phone: string;
}

export function personQuery(email: string, phone?: string | null): PersonQuery {
  const query = { email: email.trim().toLowerCase(), phone: phoneKey(phone ?? '') };
  if (!query.email && !query.phone) throw new InvalidError('Enter an e-mail address or a phone number.');
  if (query.email && !/^[^\s@]+@[^\s@]+$/.test(query.email)) throw new InvalidError('Enter a whole e-mail address.');
  if (phone?.trim() && query.phone.length < PHONE_DIGITS) throw new InvalidError(`Enter a phone number of at least ${PHONE_DIGITS} digits.`);
  return query;
}

export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-PHONE_DIGITS);
}

/** SQL conditions that hold for a row naming this person; the same test as `namesPerson`. */
export const emailCondition = (column: string) => `lower(btrim(${column})) = ?`;
export const phoneCondition = (column: string) => `right(regexp_replace(${column}, '[^0-9]', '', 'g'), ${PHONE_DIGITS}) = ?`;

/** Whether a row's fields for one person are the person looked for. */
export function namesPerson(row: Record<string, unknown>, person: PersonFields, query: PersonQuery): boolean {
  const email = person.email && String(row[person.email] ?? '');
  const phone = person.phone && String(row[person.phone] ?? '');
  return Boolean((query.email && email && email.trim().toLowerCase() === query.email) || (query.phone && phone && phoneKey(phone) === query.phone));
}

/** What the audit line records instead of the address itself: enough to recognise a request made again, nothing to read back. */
export function queryFingerprint(query: PersonQuery): { email?: string; phone?: string } {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  return { ...(query.email ? { email: hash(query.email) } : {}), ...(query.phone ? { phone: hash(query.phone) } : {}) };
}
