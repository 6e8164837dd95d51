import type { FieldErrors } from './field-errors.js';
import { FEEDBACK_MESSAGES, type FeedbackQuestionValues, type FeedbackReferenceValues, checkFeedbackQuestions, checkFeedbackReferences } from './feedback.js';

export interface PresentationFeedbackValues extends FeedbackReferenceValues, FeedbackQuestionValues {
  /** Set by the page, not typed by the visitor. */
  eventTitle?: string;
  presentatorName?: string;
  presentatorMobile?: string;
}

export type PresentationFeedbackField = keyof PresentationFeedbackValues;

export const PRESENTATION_FEEDBACK_MESSAGES = FEEDBACK_MESSAGES;

/** Only the five questions are required. */
export function validatePresentationFeedback(values: Partial<Record<PresentationFeedbackField, unknown>>): FieldErrors<PresentationFeedbackField> {
  const errors: FieldErrors<PresentationFeedbackField> = {};
  checkFeedbackReferences(errors, values);
  checkFeedbackQuestions(errors, values);
  return errors;
}
