import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, text, validateQuickEnquiry } from '@site/schema';
import { InvalidError } from '../../core/errors.js';
import { checkSubmissionId } from '../../db/create-once.js';
import { insertOnce, type StoredReceipt } from '../../db/insert-once.js';
import { remarkedSubmissionTable } from '../../db/submission-table.js';
import { Enquiry } from './enquiry.entity.js';
import type { EnquiryInput } from './enquiry.types.js';

/** One insert that a replay leaves alone (see insert-once.ts); a replay is validated like the first. */
export function submitEnquiry(em: EntityManager, submissionId: string, input: EnquiryInput): Promise<StoredReceipt> {
  checkSubmissionId(submissionId);
  const errors = validateQuickEnquiry(input);
  if (hasErrors(errors)) throw new InvalidError(errors);
  return insertOnce(em, Enquiry, 'ENQUIRY', {
    id: randomUUID(),
    submissionId,
    name: text(input.name),
    email: text(input.email),
    phone: text(input.phone),
    enquiry: text(input.enquiry),
    submittedAt: input.submittedAt ?? null,
    receivedAt: new Date(),
    remark: '',
  });
}

/** The admin's list and page (newest first), the count without a remark, and saving a remark. */
const enquiries = remarkedSubmissionTable(Enquiry, 'Enquiry', ['name', 'email', 'phone', 'enquiry', 'remark']);

export const listEnquiries = enquiries.list;
export const pageEnquiries = enquiries.page;
export const countEnquiriesWithoutRemark = enquiries.countWithoutRemark;
export const saveEnquiryRemark = enquiries.saveRemark;
