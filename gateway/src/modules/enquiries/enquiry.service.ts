import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, text, validateQuickEnquiry } from '@site/schema';
import { checkSubmissionId } from '../../db/create-once.js';
import { findPage, type PageRequest } from '../../db/find-page.js';
import { insertOnce } from '../../db/insert-once.js';
import { NEWEST_FIRST } from '../../db/public-submission.entity.js';
import { saveRemark } from '../../db/save-remark.js';
import { validationError } from '../../graphql/errors.js';
import { Enquiry } from './enquiry.entity.js';
import type { EnquiryInput } from './enquiry.types.js';

/** One insert that a replay leaves alone (see insert-once.ts); a replay is validated like the first. */
export function submitEnquiry(em: EntityManager, submissionId: string, input: EnquiryInput): Promise<Enquiry> {
  checkSubmissionId(submissionId);
  const errors = validateQuickEnquiry(input);
  if (hasErrors(errors)) throw validationError(errors);
  return insertOnce(em, Enquiry, {
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

/** Newest first; rows without a submission time last. */
export function listEnquiries(em: EntityManager): Promise<Enquiry[]> {
  return em.find(Enquiry, {}, { orderBy: NEWEST_FIRST });
}

/** One page of the list above, searched over every column an admin reads. */
export function pageEnquiries(em: EntityManager, page: PageRequest) {
  return findPage(em, Enquiry, {}, ['name', 'email', 'phone', 'enquiry', 'remark'], page, NEWEST_FIRST);
}

/** Enquiries nobody has answered yet: no remark. */
export function countEnquiriesWithoutRemark(em: EntityManager): Promise<number> {
  return em.count(Enquiry, { remark: '' });
}

export function saveEnquiryRemark(em: EntityManager, id: string, remark: string): Promise<Enquiry> {
  return saveRemark(em, Enquiry, 'Enquiry', id, remark);
}
