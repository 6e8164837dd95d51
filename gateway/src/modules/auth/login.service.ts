import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, INVALID_CREDENTIALS_MESSAGE, INVALID_TWO_FACTOR_CODE_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE, validateLogin } from '@site/schema';
import { Account } from '../../access/account.entity.js';
import { recordAudit } from '../../access/audit.js';
import type { Services } from '../../core/services.js';
import { InvalidError, TooManyRequestsError } from '../../core/errors.js';
import { loginFailures, rateLimitRefusals } from '../../metrics/metrics.js';
import { type LoginResult, LoginStatus } from './auth.types.js';
import { checkSecondFactor, isTwoFactorOn } from './two-factor.service.js';

/** A sign-in attempt: the credentials (`adminId` is an account's id or e-mail), and the address the login throttle counts failures by. */
export interface LoginAttempt {
  adminId: string;
  password: string;
  /** A code from the authenticator app or a recovery code, for an account with two-factor sign-in on. */
  code?: string | null;
  ip: string;
  /** The browser's User-Agent, kept with the session so its owner can tell the device. */
  userAgent?: string | null;
}

function failure(message: string, twoFactorRequired = false): LoginResult {
  return { status: LoginStatus.failure, token: null, message, twoFactorRequired };
}

/** The account an id or e-mail names, whatever the e-mail's case. */
export function findAccountByLogin(em: EntityManager, idOrEmail: string): Promise<Account | null> {
  return em.createQueryBuilder(Account).select('*').where('id = ? or lower(email) = lower(?)', [idOrEmail, idOrEmail]).getSingleResult();
}

/**
 * The one place a sign-in succeeds: checks the credentials of an active account (and the second
 * factor of one that has it on) and opens a session; the result carries its token, which the
 * caller hands to the client.
 */
export async function login(
  em: EntityManager,
  { loginThrottle, access, passwords }: Pick<Services, 'loginThrottle' | 'access' | 'passwords'>,
  { adminId, password, code, ip, userAgent }: LoginAttempt,
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
  const valid = await passwords.verify(account?.passwordHash, password);
  if (!account || !account.active || !valid) {
    loginFailures.inc();
    await loginThrottle.recordFailure(ip, id);
    recordAudit(em, { typed: id }, { action: 'signInFailed', target: account?.id ?? null, ip });
    await em.flush();
    return failure(INVALID_CREDENTIALS_MESSAGE);
  }
  if (await isTwoFactorOn(em, account.id)) {
    // Asking for the code is no failure; a wrong code is, so codes are throttled like passwords.
    if (!code?.trim()) return failure(TWO_FACTOR_REQUIRED_MESSAGE, true);
    if (!(await checkSecondFactor(em, account.id, code.trim()))) {
      loginFailures.inc();
      await loginThrottle.recordFailure(ip, id);
      recordAudit(em, { typed: id }, { action: 'signInFailed', target: account.id, ip });
      await em.flush();
      return failure(INVALID_TWO_FACTOR_CODE_MESSAGE, true);
    }
  }
  await loginThrottle.recordSuccess(ip, id);
  return em.transactional(async (tem) => {
    recordAudit(tem, { typed: account.email ?? account.id, accountId: account.id }, { action: 'signIn', target: account.id, ip });
    return {
      status: LoginStatus.success,
      token: await access.startSession(tem, account.id, { ip, userAgent: userAgent ?? null }),
      message: null,
      twoFactorRequired: false,
    };
  });
}
