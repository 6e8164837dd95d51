import { isIsoDate } from '../time.js';
import { type FieldErrors, requireText, text } from './field-errors.js';

export interface TrainingSessionValues {
  title: string;
  /** YYYY-MM-DD, a day in Asia/Kolkata. */
  date: string;
  /** Free text, e.g. '10:00 AM - 1:00 PM'. */
  time: string;
  instructor: string;
  description: string;
  capacity: number;
  /** Editable only when updating; 0 on create. */
  registered?: number;
}

export type TrainingSessionField = keyof TrainingSessionValues;

/** `required` goes on each missing field; show it once for the form with `firstError`. */
export const TRAINING_SESSION_MESSAGES = {
  required: 'Please fill in all required fields.',
  date: 'Date must be a valid date (YYYY-MM-DD).',
  capacity: 'Capacity must be a positive number.',
  registered: 'Registered must be 0 or a positive whole number.',
  titleTaken: 'A session with this title already exists.',
} as const;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number, or the plain decimal text of a number input (NaN for any other text); undefined when nothing was entered. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const v = text(value);
  if (v === '') return undefined;
  return DECIMAL.test(v) ? Number(v) : Number.NaN;
}

// Seats are whole: a fraction gets the capacity message too (the number input's step of 1 keeps them out in the browser).

function isWholeNumber(n: number | undefined, min: number): boolean {
  return n !== undefined && Number.isSafeInteger(n) && n >= min;
}

export function validateTrainingSession(values: Partial<Record<TrainingSessionField, unknown>>): FieldErrors<TrainingSessionField> {
  const errors: FieldErrors<TrainingSessionField> = {};
  requireText(errors, values, ['title', 'date', 'time', 'instructor', 'description'], TRAINING_SESSION_MESSAGES.required);
  if (!errors.date && !isIsoDate(text(values.date))) errors.date = TRAINING_SESSION_MESSAGES.date;
  const capacity = numberOf(values.capacity);
  if (capacity === undefined) errors.capacity = TRAINING_SESSION_MESSAGES.required;
  else if (!isWholeNumber(capacity, 1)) errors.capacity = TRAINING_SESSION_MESSAGES.capacity;
  const registered = numberOf(values.registered);
  if (registered !== undefined && !isWholeNumber(registered, 0)) errors.registered = TRAINING_SESSION_MESSAGES.registered;
  return errors;
}
