import { dictionary } from '@zxcvbn-ts/language-common';
import { type AccountRoleName, isAccountRole } from '../access.js';
import { type FieldErrors, isBlank, isEmail, text } from './field-errors.js';

/** NIST SP 800-63B: length rather than composition rules, and no password from a list of common ones. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_ACCOUNT_NAME_LENGTH = 100;
/** How long an invitation link works. */
export const INVITATION_HOURS = 48;

export const ACCOUNT_MESSAGES = {
  name: 'Please enter a name.',
  nameLength: `A name has at most ${MAX_ACCOUNT_NAME_LENGTH} characters.`,
  email: 'Enter a valid email address.',
  role: 'Choose a role.',
  passwordShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  passwordCommon: 'This password is one of the most common ones. Please choose another.',
  passwordsDiffer: 'The two passwords differ.',
} as const;

// The common-password list of zxcvbn-ts (about 49,000 from breaches), compared without case.
let common: ReadonlySet<string> | undefined;
function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

export interface InviteAccountValues {
  name: string;
  email: string;
  role: AccountRoleName | string;
}

export function validateInviteAccount(values: Partial<Record<keyof InviteAccountValues, unknown>>): FieldErrors<keyof InviteAccountValues> {
  const errors: FieldErrors<keyof InviteAccountValues> = {};
  if (isBlank(values.name)) errors.name = ACCOUNT_MESSAGES.name;
  else if (text(values.name).length > MAX_ACCOUNT_NAME_LENGTH) errors.name = ACCOUNT_MESSAGES.nameLength;
  if (!isEmail(values.email)) errors.email = ACCOUNT_MESSAGES.email;
  if (typeof values.role !== 'string' || !isAccountRole(values.role)) errors.role = ACCOUNT_MESSAGES.role;
  return errors;
}

export interface NewPasswordValues {
  password: string;
  /** The second typing, checked only where a form asks for it. */
  repeat?: string;
}

/** A password someone chooses: taken as typed, long enough, and not a common one. */
export function validateNewPassword(values: Partial<Record<keyof NewPasswordValues, unknown>>): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  const password = typeof values.password === 'string' ? values.password : '';
  if ([...password].length < MIN_PASSWORD_LENGTH) errors.password = ACCOUNT_MESSAGES.passwordShort;
  else if ([...password].length > MAX_PASSWORD_LENGTH) errors.password = ACCOUNT_MESSAGES.passwordLong;
  else if (isCommonPassword(password)) errors.password = ACCOUNT_MESSAGES.passwordCommon;
  if (values.repeat !== undefined && values.repeat !== password) errors.repeat = ACCOUNT_MESSAGES.passwordsDiffer;
  return errors;
}

/** The PWA page an invitation link opens; the token follows `#`, so it reaches no server log. */
export const INVITATION_PATH = '/invitation';
