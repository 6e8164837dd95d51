import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, INVALID_CREDENTIALS_MESSAGE, INVALID_TWO_FACTOR_CODE_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE, validateLogin } from '@site/schema';
import { hashPassword, verifyPassword } from '../../security/password.js';
import type { Services } from '../../core/services.js';
import { InvalidError, TooManyRequestsError } from '../../core/errors.js';
import { loginFailures, rateLimitRefusals } from '../../metrics/metrics.js';
import { AdminAccount } from './admin-account.entity.js';
import { type LoginResult, LoginStatus } from './auth.types.js';
import { checkSecondFactor, isTwoFactorOn } from './two-factor.service.js';

/** A sign-in attempt: the credentials, and the address the login throttle counts failures by. */
export interface LoginAttempt {
  adminId: string;
  password: string;
  /** A code from the authenticator app or a recovery code, for an account with two-factor sign-in on. */
  code?: string | null;
  ip: string;
}

// Verifying against a real hash when the admin id is unknown keeps the answer time the same either way.
const unknownAdminHash = hashPassword('unknown-admin');

function failure(message: string, twoFactorRequired = false): LoginResult {
  return { status: LoginStatus.failure, token: null, message, twoFactorRequired };
}

/** Checks the credentials (and the second factor of an account that has it on); on success the result carries a fresh token, which the caller hands to the client. */
export async function login(
  em: EntityManager,
  { loginThrottle, tokens }: Pick<Services, 'loginThrottle' | 'tokens'>,
  { adminId, password, code, ip }: LoginAttempt,
): Promise<LoginResult> {
  const errors = validateLogin({ adminId, password });
  if (hasErrors(errors)) throw new InvalidError(errors);
  const id = adminId.trim();
  const wait = await loginThrottle.retryAfter(ip, id);
  if (wait > 0) {
    rateLimitRefusals.inc({ limit: 'login' });
    throw new TooManyRequestsError(wait);
  }

  const account = await em.findOne(AdminAccount, { adminId: id });
  const valid = await verifyPassword(account?.passwordHash ?? (await unknownAdminHash), password);
  if (!account || !valid) {
    loginFailures.inc();
    await loginThrottle.recordFailure(ip, id);
    return failure(INVALID_CREDENTIALS_MESSAGE);
  }
  if (await isTwoFactorOn(em, account.adminId)) {
    // Asking for the code is no failure; a wrong code is, so codes are throttled like passwords.
    if (!code?.trim()) return failure(TWO_FACTOR_REQUIRED_MESSAGE, true);
    if (!(await checkSecondFactor(em, account.adminId, code.trim()))) {
      loginFailures.inc();
      await loginThrottle.recordFailure(ip, id);
      return failure(INVALID_TWO_FACTOR_CODE_MESSAGE, true);
    }
  }
  await loginThrottle.recordSuccess(ip, id);
  return { status: LoginStatus.success, token: await tokens.issue(account.adminId), message: null, twoFactorRequired: false };
}
