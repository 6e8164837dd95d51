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

/** Who is asking: a session of a named account, or nobody. Another credential is one more kind here. */
export type Principal = AccountPrincipal | null;

/** How an audit entry names the person: the e-mail when there is one, else the account's id. */
export function actorName(principal: AccountPrincipal): string {
  return principal.email ?? principal.accountId;
}
