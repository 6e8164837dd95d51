import { ACCOUNT_MESSAGES } from './account.js';
import { type FieldErrors, isBlank, isEmail } from './field-errors.js';

/** The login answered that this account also needs a code from its authenticator app. */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter the six-digit code from your authenticator app, or one of your recovery codes.';
export const INVALID_TWO_FACTOR_CODE_MESSAGE = 'That code is not valid. Enter the current code from your authenticator app.';
export const TWO_FACTOR_CODE_MISSING_MESSAGE = 'Please enter the code.';

/** The one answer to a reset request, whether an account has that address or not. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses that address, we have sent it a link to choose a new password. The link works once, for one hour.';
export const PASSWORD_RESET_LINK_INVALID_MESSAGE = 'This link is invalid, has expired or has been used. Ask for a new one.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with it now.';

/** How long a reset link works. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

export function validateResetRequest(values: { email?: unknown }): FieldErrors<'email'> {
  return isEmail(values.email) ? {} : { email: ACCOUNT_MESSAGES.email };
}

/** A code as typed at sign-in or when turning two-factor sign-in off. */
export function validateTwoFactorCode(values: { code?: unknown }): FieldErrors<'code'> {
  return isBlank(values.code) ? { code: TWO_FACTOR_CODE_MISSING_MESSAGE } : {};
}

/** Refused while the Owner requires two-factor sign-in and this account has none yet. */
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE = 'Two-factor sign-in is required for every account. Set it up to continue.';

/** Where a reset link lands; its token follows in the fragment. */
export const PASSWORD_RESET_PATH = '/Admin/reset-password';
