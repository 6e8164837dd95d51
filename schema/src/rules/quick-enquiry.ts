import { ENQUIRY_MIN_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants.js';
import { EMAIL_MESSAGE, PHONE_MESSAGE, isPhone } from './contact-fields.js';
import { type FieldErrors, isEmail, text } from './field-errors.js';

export interface QuickEnquiryValues {
  name: string;
  email: string;
  phone: string;
  enquiry: string;
}

export type QuickEnquiryField = keyof QuickEnquiryValues;

export const QUICK_ENQUIRY_MESSAGES = {
  name: 'Name must contain only letters (2–50 characters).',
  email: EMAIL_MESSAGE,
  phone: PHONE_MESSAGE,
  enquiry: 'Enquiry must be at least 5 characters long.',
} as const satisfies Record<QuickEnquiryField, string>;

const NAME = new RegExp(`^[A-Za-z ]{${NAME_MIN_LENGTH},${NAME_MAX_LENGTH}}$`);

export function validateQuickEnquiry(values: Partial<Record<QuickEnquiryField, unknown>>): FieldErrors<QuickEnquiryField> {
  const errors: FieldErrors<QuickEnquiryField> = {};
  if (!NAME.test(text(values.name))) errors.name = QUICK_ENQUIRY_MESSAGES.name;
  if (!isEmail(values.email)) errors.email = QUICK_ENQUIRY_MESSAGES.email;
  if (!isPhone(values.phone)) errors.phone = QUICK_ENQUIRY_MESSAGES.phone;
  if (text(values.enquiry).length < ENQUIRY_MIN_LENGTH) errors.enquiry = QUICK_ENQUIRY_MESSAGES.enquiry;
  return errors;
}
