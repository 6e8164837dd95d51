import { type Permission, TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@site/schema';
import { ForbiddenError, UnauthenticatedError } from '../core/errors.js';
import type { AccountPrincipal, Principal } from './principal.js';

const FEATURE_NAMES: Record<string, string> = {
  enquiries: 'enquiries',
  contacts: 'contact messages',
  tickets: 'support tickets',
  careers: 'job roles and applications',
  events: 'events',
  training: 'training sessions and registrations',
  feedback: 'feedback',
  downloads: 'downloads',
  accounts: 'team accounts',
  audit: 'the activity log',
};

/** The one wording of a refusal: which role, and what it may not do. */
export function forbiddenMessage(principal: AccountPrincipal, needed: Permission): string {
  const [feature, level] = needed.split(':') as [string, string];
  const what = FEATURE_NAMES[feature] ?? feature;
  return `Your role (${principal.role}) may not ${level === 'write' ? 'change' : 'see'} ${what}.`;
}

/**
 * The one guard: nobody is refused as unauthenticated (401), a person without every permission
 * named as forbidden (403), and so is an account that must first set up two-factor sign-in. No
 * permission named means any signed-in person.
 */
export function requirePermissions(principal: Principal, needed: readonly Permission[]): AccountPrincipal {
  if (!principal) throw new UnauthenticatedError();
  if (principal.twoFactorSetupRequired && needed.length > 0) throw new ForbiddenError(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
  const missing = needed.find((permission) => !principal.permissions.has(permission));
  if (missing) throw new ForbiddenError(forbiddenMessage(principal, missing));
  return principal;
}
