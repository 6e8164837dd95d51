import { RESUME_MAX_BYTES } from '../constants.js';
import { type FieldErrors, isEmail, requireText } from './field-errors.js';
import { type FileInfo, type FileRule, PDF_TYPE, megabytes, requiredFileError } from './file-info.js';
import { EMAIL_MESSAGE } from './contact-fields.js';

export interface JobApplicationValues {
  name: string;
  email: string;
  phone: string;
  /** The job role applied for. */
  category: string;
  resume: FileInfo;
  coverLetter?: string;
}

export type JobApplicationField = keyof JobApplicationValues;

/** `required` goes on each missing field; show it once for the form with `firstError`. */
export const JOB_APPLICATION_MESSAGES = {
  required: 'Please fill in all required fields and upload a PDF resume.',
  email: EMAIL_MESSAGE,
  resumeType: 'Resume must be a PDF file.',
  resumeSize: `Resume must be ${megabytes(RESUME_MAX_BYTES)} or smaller.`,
  /** Checked by the server, which knows the roles. */
  roleUnknown: 'Please choose one of the listed job roles.',
  roleClosed: 'Applications for this role are closed.',
} as const;

/** The server reads an upload up to `maxBytes` and answers `sizeMessage` beyond it. */
export const RESUME_FILE_RULE: FileRule = {
  types: [PDF_TYPE],
  maxBytes: RESUME_MAX_BYTES,
  typeMessage: JOB_APPLICATION_MESSAGES.resumeType,
  sizeMessage: JOB_APPLICATION_MESSAGES.resumeSize,
};

export function validateJobApplication(values: Partial<Record<JobApplicationField, unknown>>): FieldErrors<JobApplicationField> {
  const errors: FieldErrors<JobApplicationField> = {};
  requireText(errors, values, ['name', 'email', 'phone', 'category'], JOB_APPLICATION_MESSAGES.required);
  if (!errors.email && !isEmail(values.email)) errors.email = JOB_APPLICATION_MESSAGES.email;
  const resumeError = requiredFileError(values.resume, RESUME_FILE_RULE, JOB_APPLICATION_MESSAGES.required);
  if (resumeError) errors.resume = resumeError;
  return errors;
}
