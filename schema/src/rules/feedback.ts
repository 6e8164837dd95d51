/** What the event and presentation feedback forms share: the five questions and the optional HOD and principal details. */
import { isRating } from '../enums.js';
import { type FieldErrors, isBlank, isEmail, requireText } from './field-errors.js';
import { QUICK_ENQUIRY_MESSAGES } from './quick-enquiry.js';

export interface FeedbackQuestionValues {
  /** A rating: Excellent, Good, Average or Poor. */
  question1: string;
  question2: string;
  question3: string;
  question4: string;
  question5: string;
}

export interface FeedbackReferenceValues {
  hodName?: string;
  hodEmail?: string;
  hodMobile?: string;
  principalName?: string;
  principalEmail?: string;
  principalMobile?: string;
}

export const FEEDBACK_QUESTION_FIELDS = ['question1', 'question2', 'question3', 'question4', 'question5'] as const;

export const FEEDBACK_MESSAGES = {
  required: 'Please fill in this field.',
  email: QUICK_ENQUIRY_MESSAGES.email,
  rating: 'Please choose Excellent, Good, Average, or Poor.',
} as const;

type QuestionField = keyof FeedbackQuestionValues;
type ReferenceField = keyof FeedbackReferenceValues;

export function checkFeedbackQuestions<F extends string>(errors: FieldErrors<F | QuestionField>, values: Partial<Record<F | QuestionField, unknown>>): void {
  if (!isBlank(values.question1) && !isRating(values.question1)) errors.question1 = FEEDBACK_MESSAGES.rating;
  requireText(errors, values, FEEDBACK_QUESTION_FIELDS, FEEDBACK_MESSAGES.required);
}

/** The HOD and principal e-mails are optional, but one that is given must be valid. */
export function checkFeedbackReferences<F extends string>(errors: FieldErrors<F | ReferenceField>, values: Partial<Record<F | ReferenceField, unknown>>): void {
  for (const field of ['hodEmail', 'principalEmail'] as const) {
    if (!isBlank(values[field]) && !isEmail(values[field])) errors[field] = FEEDBACK_MESSAGES.email;
  }
}
