import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, text, validateContact } from '@site/schema';
import { createOnce } from '../../db/create-once.js';
import { saveRemark } from '../../db/save-remark.js';
import { validationError } from '../../graphql/errors.js';
import { ContactSubmission } from './contact-submission.entity.js';
import type { ContactInput } from './contact.types.js';

export function submitContact(em: EntityManager, submissionId: string, input: ContactInput): Promise<ContactSubmission> {
  return createOnce(em, ContactSubmission, submissionId, () => {
    const errors = validateContact(input);
    if (hasErrors(errors)) throw validationError(errors);
    return em.create(ContactSubmission, {
      submissionId,
      name: text(input.name),
      email: text(input.email),
      mobile: text(input.mobile),
      message: text(input.message),
      submittedAt: input.submittedAt ?? null,
      receivedAt: new Date(),
      remark: '',
    });
  });
}

/** Newest first; rows without a submission time last. */
export function listContactSubmissions(em: EntityManager): Promise<ContactSubmission[]> {
  return em.find(ContactSubmission, {}, { orderBy: { submittedAt: QueryOrder.DESC_NULLS_LAST, receivedAt: QueryOrder.DESC } });
}

export function saveContactRemark(em: EntityManager, id: string, remark: string): Promise<ContactSubmission> {
  return saveRemark(em, ContactSubmission, 'Contact submission', id, remark);
}
