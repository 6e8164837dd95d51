import { type Permission, TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@site/schema';
import { ForbiddenError, UnauthenticatedError } from '../core/errors.js';
import type { AccountPrincipal, ApiKeyPrincipal, Principal } from './principal.js';

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

/** Said to a key on a call that only a signed-in person may make. */
export const API_KEY_NOT_FOR_DASHBOARD = 'An API key cannot use the dashboard’s own calls; sign in as a person.';

/** The one wording of a refusal: which role (or key), and what it may not do. */
export function forbiddenMessage(principal: AccountPrincipal | ApiKeyPrincipal, needed: Permission): string {
  const [feature, level] = needed.split(':') as [string, string];
  const what = FEATURE_NAMES[feature] ?? feature;
  const verb = level === 'write' ? 'change' : 'see';
  if (principal.kind === 'apiKey') return `This API key (${principal.name}) has no ${needed} scope, so it may not ${verb} ${what}.`;
  return `Your role (${principal.role}) may not ${verb} ${what}.`;
}

/**
 * The one guard: nobody is refused as unauthenticated (401), a person or key without every
 * permission named as forbidden (403), and so is an account that must first set up two-factor
 * sign-in. No permission named means any signed-in person, never a key.
 */
export function requirePermissions(principal: Principal, needed: readonly Permission[]): AccountPrincipal | ApiKeyPrincipal {
  if (!principal) throw new UnauthenticatedError();
  if (principal.kind === 'apiKey' && needed.length === 0) throw new ForbiddenError(API_KEY_NOT_FOR_DASHBOARD);
  if (principal.kind === 'account' && principal.twoFactorSetupRequired && needed.length > 0) {
    throw new ForbiddenError(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
  }
  const missing = needed.find((permission) => !principal.permissions.has(permission));
  if (missing) throw new ForbiddenError(forbiddenMessage(principal, missing));
  return principal;
}
