import { PHONE_DIGITS } from '../constants.js';
import { text } from './field-errors.js';

/** The e-mail and phone checks every form with contact details shares, with their messages. */
export const EMAIL_MESSAGE = 'Enter a valid email address.';
export const PHONE_MESSAGE = 'Phone must be 10 digits (optional country code allowed).';

// Optional country code of 1–3 digits (a leading + is allowed), optional dash or space, then 10 digits.
export const PHONE_PATTERN = new RegExp(`^(\\+?\\d{1,3}[- ]?)?\\d{${PHONE_DIGITS}}$`);

export function isPhone(value: unknown): boolean {
  return PHONE_PATTERN.test(text(value));
}
