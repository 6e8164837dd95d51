import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, text, validateEventFeedback, validatePresentationFeedback } from '@site/schema';
import { checkSubmissionId } from '../../db/create-once.js';
import { insertOnce, type StoredReceipt } from '../../db/insert-once.js';
import { submissionTable } from '../../db/submission-table.js';
import { InvalidError } from '../../core/errors.js';
import { EventFeedback } from './event-feedback.entity.js';
import { EVENT_FEEDBACK_FIELDS, type EventFeedbackInput, PRESENTATION_FEEDBACK_FIELDS, type PresentationFeedbackInput } from './feedback.types.js';
import { PresentationFeedback } from './presentation-feedback.entity.js';

/** One insert that a replay leaves alone (see insert-once.ts): expo feedback arrives in bursts when a device reconnects. */
export function submitEventFeedback(em: EntityManager, submissionId: string, input: EventFeedbackInput): Promise<StoredReceipt> {
  checkSubmissionId(submissionId);
  const errors = validateEventFeedback(input);
  if (hasErrors(errors)) throw new InvalidError(errors);
  return insertOnce(em, EventFeedback, 'EVENT_FEEDBACK', { ...submitted(submissionId, input.submittedAt), ...texts(input, EVENT_FEEDBACK_FIELDS) });
}

export function submitPresentationFeedback(em: EntityManager, submissionId: string, input: PresentationFeedbackInput): Promise<StoredReceipt> {
  checkSubmissionId(submissionId);
  const errors = validatePresentationFeedback(input);
  if (hasErrors(errors)) throw new InvalidError(errors);
  return insertOnce(em, PresentationFeedback, 'PRESENTATION_FEEDBACK', {
    ...submitted(submissionId, input.submittedAt),
    ...texts(input, PRESENTATION_FEEDBACK_FIELDS),
  });
}

function submitted(submissionId: string, submittedAt: Date | null | undefined) {
  return { id: randomUUID(), submissionId, submittedAt: submittedAt ?? null, receivedAt: new Date() };
}

const CONTACT_COLUMNS = ['eventTitle', 'hodName', 'hodEmail', 'principalName', 'principalEmail'] as const;

/** Event feedback newest first; a page is searched over the event, the student and the contacts. */
const eventFeedbacks = submissionTable(EventFeedback, [...CONTACT_COLUMNS, 'studentName', 'studentEmail', 'collegeName']);
export const listEventFeedbacks = eventFeedbacks.list;
export const pageEventFeedbacks = eventFeedbacks.page;

/** Presentation feedback newest first; a page is searched over the event, the presentator and the contacts. */
const presentationFeedbacks = submissionTable(PresentationFeedback, [...CONTACT_COLUMNS, 'presentatorName', 'presentatorMobile']);
export const listPresentationFeedbacks = presentationFeedbacks.list;
export const pagePresentationFeedbacks = presentationFeedbacks.page;

function texts<F extends string>(input: Partial<Record<F, string | null>>, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((name) => [name, text(input[name])])) as Record<F, string>;
}
