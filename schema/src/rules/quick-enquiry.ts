import { ENQUIRY_MIN_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_DIGITS } from '../constants.js';
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
  email: 'Enter a valid email address.',
  phone: 'Phone must be 10 digits (optional country code allowed).',
  enquiry: 'Enquiry must be at least 5 characters long.',
} as const satisfies Record<QuickEnquiryField, string>;

const NAME = new RegExp(`^[A-Za-z ]{${NAME_MIN_LENGTH},${NAME_MAX_LENGTH}}$`);
// Optional country code of 1–3 digits (a leading + is allowed), optional dash or space, then 10 digits.
export const PHONE_PATTERN = new RegExp(`^(\\+?\\d{1,3}[- ]?)?\\d{${PHONE_DIGITS}}$`);

export function isPhone(value: unknown): boolean {
  return PHONE_PATTERN.test(text(value));
}

export function validateQuickEnquiry(values: Partial<Record<QuickEnquiryField, unknown>>): FieldErrors<QuickEnquiryField> {
  const errors: FieldErrors<QuickEnquiryField> = {};
  if (!NAME.test(text(values.name))) errors.name = QUICK_ENQUIRY_MESSAGES.name;
  if (!isEmail(values.email)) errors.email = QUICK_ENQUIRY_MESSAGES.email;
  if (!isPhone(values.phone)) errors.phone = QUICK_ENQUIRY_MESSAGES.phone;
  if (text(values.enquiry).length < ENQUIRY_MIN_LENGTH) errors.enquiry = QUICK_ENQUIRY_MESSAGES.enquiry;
  return errors;
}
