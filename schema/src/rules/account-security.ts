import { type FieldErrors, isBlank } from './field-errors.js';

/** The login answered that this account also needs a code from its authenticator app. */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter the six-digit code from your authenticator app, or one of your recovery codes.';
export const INVALID_TWO_FACTOR_CODE_MESSAGE = 'That code is not valid. Enter the current code from your authenticator app.';
export const TWO_FACTOR_CODE_MISSING_MESSAGE = 'Please enter the code.';

/** The one answer to a reset request, whether an account has that address or not. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses that address, we have sent it a link to choose a new password. The link works once, for one hour.';
export const PASSWORD_RESET_EMAIL_MESSAGE = 'Please enter a valid e-mail address.';
export const PASSWORD_RESET_LINK_INVALID_MESSAGE = 'This link has expired or has already been used. Ask for a new one.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with it now.';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same.';

/** How long a reset link works. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

// Loose on purpose: the answer is the same for any address, so this only catches typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateResetRequest(values: { email?: unknown }): FieldErrors<'email'> {
  return typeof values.email === 'string' && EMAIL.test(values.email.trim()) ? {} : { email: PASSWORD_RESET_EMAIL_MESSAGE };
}

/** A code as typed at sign-in or when turning two-factor sign-in off. */
export function validateTwoFactorCode(values: { code?: unknown }): FieldErrors<'code'> {
  return isBlank(values.code) ? { code: TWO_FACTOR_CODE_MISSING_MESSAGE } : {};
}

/** Refused while the Owner requires two-factor sign-in and this account has none yet. */
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE = 'Two-factor sign-in is required for every account. Set it up to continue.';
