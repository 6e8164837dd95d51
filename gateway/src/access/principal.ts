import type { AccountRoleName, Permission } from '@site/schema';

/** A signed-in person: one session of a named account. */
export interface AccountPrincipal {
  kind: 'account';
  accountId: string;
  name: string;
  email: string | null;
  role: AccountRoleName;
  sessionId: string;
  permissions: ReadonlySet<Permission>;
  /**
   * The Owner requires two-factor sign-in and this account has none yet: it holds no permission
   * and may only make the calls that need none (its own two-factor setup, its sessions, sign-out).
   */
  twoFactorSetupRequired: boolean;
}

/** An integrator's API key: its permissions are its scopes. */
export interface ApiKeyPrincipal {
  kind: 'apiKey';
  keyId: string;
  name: string;
  permissions: ReadonlySet<Permission>;
}

/** Who is asking: a session of a named account, an API key, or nobody. Another credential is one more kind here. */
export type Principal = AccountPrincipal | ApiKeyPrincipal | null;

/** A signed-in person only: a key never counts as one (the dashboard's own calls, `viewer`, sign-out). */
export function accountOf(principal: Principal): AccountPrincipal | null {
  return principal?.kind === 'account' ? principal : null;
}

/** How an audit entry names who acted: a person's e-mail (else the account's id), or the key's name. */
export function actorName(principal: AccountPrincipal | ApiKeyPrincipal): string {
  if (principal.kind === 'apiKey') return `API key: ${principal.name}`;
  return principal.email ?? principal.accountId;
}

/** The id an audit entry files the actor under: the account's, or the key's. */
export function actorId(principal: AccountPrincipal | ApiKeyPrincipal): string {
  return principal.kind === 'apiKey' ? principal.keyId : principal.accountId;
}
