import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, text, validateContact } from '@site/schema';
import { checkSubmissionId } from '../../db/create-once.js';
import { findPage, type PageRequest } from '../../db/find-page.js';
import { insertOnce } from '../../db/insert-once.js';
import { NEWEST_FIRST } from '../../db/public-submission.entity.js';
import { saveRemark } from '../../db/save-remark.js';
import { validationError } from '../../graphql/errors.js';
import { ContactSubmission } from './contact-submission.entity.js';
import type { ContactInput } from './contact.types.js';

/** One insert that a replay leaves alone (see insert-once.ts); a replay is validated like the first. */
export function submitContact(em: EntityManager, submissionId: string, input: ContactInput): Promise<ContactSubmission> {
  checkSubmissionId(submissionId);
  const errors = validateContact(input);
  if (hasErrors(errors)) throw validationError(errors);
  return insertOnce(em, ContactSubmission, {
    id: randomUUID(),
    submissionId,
    name: text(input.name),
    email: text(input.email),
    mobile: text(input.mobile),
    message: text(input.message),
    submittedAt: input.submittedAt ?? null,
    receivedAt: new Date(),
    remark: '',
  });
}

/** Newest first; rows without a submission time last. */
export function listContactSubmissions(em: EntityManager): Promise<ContactSubmission[]> {
  return em.find(ContactSubmission, {}, { orderBy: NEWEST_FIRST });
}

/** One page of the list above, searched over every column an admin reads. */
export function pageContactSubmissions(em: EntityManager, page: PageRequest) {
  return findPage(em, ContactSubmission, {}, ['name', 'email', 'mobile', 'message', 'remark'], page, NEWEST_FIRST);
}

/** Contact inquiries nobody has answered yet: no remark. */
export function countContactsWithoutRemark(em: EntityManager): Promise<number> {
  return em.count(ContactSubmission, { remark: '' });
}

export function saveContactRemark(em: EntityManager, id: string, remark: string): Promise<ContactSubmission> {
  return saveRemark(em, ContactSubmission, 'Contact submission', id, remark);
}
