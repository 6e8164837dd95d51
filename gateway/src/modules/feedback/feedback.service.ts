import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, text, validateEventFeedback, validatePresentationFeedback } from '@site/schema';
import { checkSubmissionId } from '../../db/create-once.js';
import { findPage, type PageRequest } from '../../db/find-page.js';
import { insertOnce } from '../../db/insert-once.js';
import { NEWEST_FIRST } from '../../db/public-submission.entity.js';
import { validationError } from '../../graphql/errors.js';
import { EventFeedback } from './event-feedback.entity.js';
import {
  EVENT_FEEDBACK_FIELDS,
  type EventFeedbackInput,
  PRESENTATION_FEEDBACK_FIELDS,
  type PresentationFeedbackInput,
} from './feedback.types.js';
import { PresentationFeedback } from './presentation-feedback.entity.js';

/** One insert that a replay leaves alone (see insert-once.ts): expo feedback arrives in bursts when a device reconnects. */
export function submitEventFeedback(em: EntityManager, submissionId: string, input: EventFeedbackInput): Promise<EventFeedback> {
  checkSubmissionId(submissionId);
  const errors = validateEventFeedback(input);
  if (hasErrors(errors)) throw validationError(errors);
  return insertOnce(em, EventFeedback, { ...submitted(submissionId, input.submittedAt), ...texts(input, EVENT_FEEDBACK_FIELDS) });
}

export function submitPresentationFeedback(em: EntityManager, submissionId: string, input: PresentationFeedbackInput): Promise<PresentationFeedback> {
  checkSubmissionId(submissionId);
  const errors = validatePresentationFeedback(input);
  if (hasErrors(errors)) throw validationError(errors);
  return insertOnce(em, PresentationFeedback, { ...submitted(submissionId, input.submittedAt), ...texts(input, PRESENTATION_FEEDBACK_FIELDS) });
}

function submitted(submissionId: string, submittedAt: Date | null | undefined) {
  return { id: randomUUID(), submissionId, submittedAt: submittedAt ?? null, receivedAt: new Date() };
}

/** Newest first; rows without a submission time last. */
export function listEventFeedbacks(em: EntityManager): Promise<EventFeedback[]> {
  return em.find(EventFeedback, {}, { orderBy: NEWEST_FIRST });
}

/** Newest first; rows without a submission time last. */
export function listPresentationFeedbacks(em: EntityManager): Promise<PresentationFeedback[]> {
  return em.find(PresentationFeedback, {}, { orderBy: NEWEST_FIRST });
}

const CONTACT_COLUMNS = ['eventTitle', 'hodName', 'hodEmail', 'principalName', 'principalEmail'] as const;

/** One page of event feedback, searched over the event, the student and the contacts. */
export function pageEventFeedbacks(em: EntityManager, page: PageRequest) {
  return findPage(em, EventFeedback, {}, [...CONTACT_COLUMNS, 'studentName', 'studentEmail', 'collegeName'], page, NEWEST_FIRST);
}

/** One page of presentation feedback, searched over the event, the presentator and the contacts. */
export function pagePresentationFeedbacks(em: EntityManager, page: PageRequest) {
  return findPage(em, PresentationFeedback, {}, [...CONTACT_COLUMNS, 'presentatorName', 'presentatorMobile'], page, NEWEST_FIRST);
}

function texts<F extends string>(input: Partial<Record<F, string | null>>, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((name) => [name, text(input[name])])) as Record<F, string>;
}
