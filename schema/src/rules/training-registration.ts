import { ID_CARD_MAX_BYTES } from '../constants.js';
import { type TrainingRole, isTrainingRole } from '../enums.js';
import { isIsoDate, isSessionFull, isSessionPast } from '../time.js';
import { type FieldErrors, isEmail, requireText } from './field-errors.js';
import { type FileInfo, type FileRule, megabytes, requiredFileError } from './file-info.js';
import { EMAIL_MESSAGE } from './contact-fields.js';

export interface TrainingRegistrationValues {
  /** Set from the chosen session; checked with `checkRegistrationSession`. */
  sessionTitle?: string;
  role: TrainingRole;
  fullName: string;
  contact: string;
  workEmail: string;
  organization: string;
  employeeId: string;
  idCard: FileInfo;
}

export type TrainingRegistrationField = keyof TrainingRegistrationValues;

/** `required` goes on each missing field; show it once for the form with `firstError`. */
export const TRAINING_REGISTRATION_MESSAGES = {
  required: 'Please fill in all required fields and upload an ID card image.',
  workEmail: EMAIL_MESSAGE,
  idCardType: 'ID card must be an image file (e.g., PNG, JPEG).',
  idCardSize: `ID card must be ${megabytes(ID_CARD_MAX_BYTES)} or smaller.`,
  noSession: 'Please select a valid training session.',
  pastSession: 'Cannot register for past sessions.',
  fullSession: 'This session is fully booked.',
} as const;

/** The ID card: PNG or JPEG (or another raster image), checked on the server by its bytes. */
export const ID_CARD_RULE: FileRule = {
  types: ['image/png', 'image/jpeg'],
  maxBytes: ID_CARD_MAX_BYTES,
  typeMessage: TRAINING_REGISTRATION_MESSAGES.idCardType,
  sizeMessage: TRAINING_REGISTRATION_MESSAGES.idCardSize,
};

export function validateTrainingRegistration(values: Partial<Record<TrainingRegistrationField, unknown>>): FieldErrors<TrainingRegistrationField> {
  const errors: FieldErrors<TrainingRegistrationField> = {};
  // The role is a choice of two; anything else is as good as not chosen.
  if (!isTrainingRole(values.role)) errors.role = TRAINING_REGISTRATION_MESSAGES.required;
  requireText(errors, values, ['fullName', 'contact', 'workEmail', 'organization', 'employeeId'], TRAINING_REGISTRATION_MESSAGES.required);
  if (!errors.workEmail && !isEmail(values.workEmail)) errors.workEmail = TRAINING_REGISTRATION_MESSAGES.workEmail;
  const idCardError = requiredFileError(values.idCard, ID_CARD_RULE, TRAINING_REGISTRATION_MESSAGES.required);
  if (idCardError) errors.idCard = idCardError;
  return errors;
}

/** The part of a training session that decides whether it takes registrations. */
export interface RegistrableSession {
  date: string;
  capacity: number;
  registered: number;
}

export function isRegistrableSession(session: unknown): session is RegistrableSession {
  if (typeof session !== 'object' || session === null) return false;
  const { date, capacity, registered } = session as Record<string, unknown>;
  return isIsoDate(date) && typeof capacity === 'number' && typeof registered === 'number';
}

/** Why a session cannot be registered for (none chosen, past in Kolkata, or full), or undefined when it can. */
export function checkRegistrationSession(session: unknown, now: Date = new Date()): string | undefined {
  if (!isRegistrableSession(session)) return TRAINING_REGISTRATION_MESSAGES.noSession;
  if (isSessionPast(session.date, now)) return TRAINING_REGISTRATION_MESSAGES.pastSession;
  if (isSessionFull(session)) return TRAINING_REGISTRATION_MESSAGES.fullSession;
  return undefined;
}
