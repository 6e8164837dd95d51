import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, text, validateContact } from '@site/schema';
import { InvalidError } from '../../core/errors.js';
import { checkSubmissionId } from '../../db/create-once.js';
import { insertOnce, type StoredReceipt } from '../../db/insert-once.js';
import { remarkedSubmissionTable } from '../../db/submission-table.js';
import { ContactSubmission } from './contact-submission.entity.js';
import type { ContactInput } from './contact.types.js';

/** One insert that a replay leaves alone (see insert-once.ts); a replay is validated like the first. */
export function submitContact(em: EntityManager, submissionId: string, input: ContactInput): Promise<StoredReceipt> {
  checkSubmissionId(submissionId);
  const errors = validateContact(input);
  if (hasErrors(errors)) throw new InvalidError(errors);
  return insertOnce(em, ContactSubmission, 'CONTACT', {
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

/** The admin's list and page (newest first), the count without a remark, and saving a remark. */
const contactSubmissions = remarkedSubmissionTable(ContactSubmission, 'Contact submission', ['name', 'email', 'mobile', 'message', 'remark']);

export const listContactSubmissions = contactSubmissions.list;
export const pageContactSubmissions = contactSubmissions.page;
export const countContactsWithoutRemark = contactSubmissions.countWithoutRemark;
export const saveContactRemark = contactSubmissions.saveRemark;
