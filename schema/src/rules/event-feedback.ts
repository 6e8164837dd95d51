import { type FieldErrors, isEmail, requireText } from './field-errors.js';
import { FEEDBACK_MESSAGES, type FeedbackQuestionValues, type FeedbackReferenceValues, checkFeedbackQuestions, checkFeedbackReferences } from './feedback.js';

export interface EventFeedbackValues extends FeedbackReferenceValues, FeedbackQuestionValues {
  /** Set by the page, not typed by the student. */
  eventTitle?: string;
  studentName: string;
  studentEmail: string;
  studentMobile: string;
  collegeName: string;
}

export type EventFeedbackField = keyof EventFeedbackValues;

export const EVENT_FEEDBACK_MESSAGES = FEEDBACK_MESSAGES;

export function validateEventFeedback(values: Partial<Record<EventFeedbackField, unknown>>): FieldErrors<EventFeedbackField> {
  const errors: FieldErrors<EventFeedbackField> = {};
  requireText(errors, values, ['studentName', 'studentEmail', 'studentMobile', 'collegeName'], FEEDBACK_MESSAGES.required);
  if (!errors.studentEmail && !isEmail(values.studentEmail)) errors.studentEmail = FEEDBACK_MESSAGES.email;
  checkFeedbackReferences(errors, values);
  checkFeedbackQuestions(errors, values);
  return errors;
}
