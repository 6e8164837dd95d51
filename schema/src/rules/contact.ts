import { type FieldErrors, isBlank, isEmail } from './field-errors.js';
import { EMAIL_MESSAGE, PHONE_MESSAGE, isPhone } from './contact-fields.js';

export interface ContactValues {
  name: string;
  email: string;
  /** Optional; when given it follows the quick-enquiry phone rule. */
  mobile?: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const CONTACT_MESSAGES = {
  name: 'Please enter your name.',
  email: EMAIL_MESSAGE,
  mobile: PHONE_MESSAGE,
  message: 'Please enter your message.',
} as const satisfies Record<ContactField, string>;

export function validateContact(values: Partial<Record<ContactField, unknown>>): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (isBlank(values.name)) errors.name = CONTACT_MESSAGES.name;
  if (!isEmail(values.email)) errors.email = CONTACT_MESSAGES.email;
  if (!isBlank(values.mobile) && !isPhone(values.mobile)) errors.mobile = CONTACT_MESSAGES.mobile;
  if (isBlank(values.message)) errors.message = CONTACT_MESSAGES.message;
  return errors;
}
