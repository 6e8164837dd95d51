import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, INVALID_CREDENTIALS_MESSAGE, validateLogin } from '@site/schema';
import { Account } from '../../access/account.entity.js';
import { recordAudit } from '../../access/audit.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import type { Services } from '../../core/services.js';
import { InvalidError, TooManyRequestsError } from '../../core/errors.js';
import { loginFailures, rateLimitRefusals } from '../../metrics/metrics.js';
import { type LoginResult, LoginStatus } from './auth.types.js';

/** A sign-in attempt: the credentials (`adminId` is an account's id or e-mail), and the address the login throttle counts failures by. */
export interface LoginAttempt {
  adminId: string;
  password: string;
  ip: string;
}

// Verifying against a real hash when the account is unknown keeps the answer time the same either way.
const unknownAdminHash = hashPassword('unknown-admin');

/** The account an id or e-mail names, whatever the e-mail's case. */
export function findAccountByLogin(em: EntityManager, idOrEmail: string): Promise<Account | null> {
  return em.createQueryBuilder(Account).select('*').where('id = ? or lower(email) = lower(?)', [idOrEmail, idOrEmail]).getSingleResult();
}

/**
 * The one place a sign-in succeeds: checks the credentials of an active account and opens a session;
 * the result carries its token, which the caller hands to the client.
 */
export async function login(
  em: EntityManager,
  { loginThrottle, access }: Pick<Services, 'loginThrottle' | 'access'>,
  { adminId, password, ip }: LoginAttempt,
): Promise<LoginResult> {
  const errors = validateLogin({ adminId, password });
  if (hasErrors(errors)) throw new InvalidError(errors);
  const id = adminId.trim();
  const wait = await loginThrottle.retryAfter(ip, id);
  if (wait > 0) {
    rateLimitRefusals.inc({ limit: 'login' });
    throw new TooManyRequestsError(wait);
  }

  const account = await findAccountByLogin(em, id);
  const valid = await verifyPassword(account?.passwordHash ?? (await unknownAdminHash), password);
  if (!account || !account.active || !account.passwordHash || !valid) {
    loginFailures.inc();
    await loginThrottle.recordFailure(ip, id);
    recordAudit(em, { typed: id }, { action: 'signInFailed', target: account?.id ?? null, ip });
    await em.flush();
    return { status: LoginStatus.failure, token: null, message: INVALID_CREDENTIALS_MESSAGE };
  }
  await loginThrottle.recordSuccess(ip, id);
  return em.transactional(async (tem) => {
    recordAudit(tem, { typed: account.email ?? account.id, accountId: account.id }, { action: 'signIn', target: account.id, ip });
    return { status: LoginStatus.success, token: await access.startSession(tem, account.id, ip), message: null };
  });
}
