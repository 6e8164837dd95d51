import { type FieldErrors, isBlank } from './field-errors.js';

export interface LoginValues {
  adminId: string;
  password: string;
}

export type LoginField = keyof LoginValues;

export const LOGIN_MESSAGES = {
  adminId: 'Please enter your Admin ID.',
  password: 'Please enter your password.',
} as const satisfies Record<LoginField, string>;

/** The server refused the credentials. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials.';
/** The server could not be reached. */
export const LOGIN_FAILED_MESSAGE = 'Login failed. Try again.';
/** An admin call was attempted without the token cookie. */
export const AUTH_TOKEN_MISSING_MESSAGE = 'Authentication token not found. Please log in again.';

export function validateLogin(values: Partial<Record<LoginField, unknown>>): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (isBlank(values.adminId)) errors.adminId = LOGIN_MESSAGES.adminId;
  // A password is taken as typed: spaces may be part of it.
  if (typeof values.password !== 'string' || values.password === '') errors.password = LOGIN_MESSAGES.password;
  return errors;
}
