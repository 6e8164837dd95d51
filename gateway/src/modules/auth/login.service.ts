import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, INVALID_CREDENTIALS_MESSAGE, validateLogin } from '@site/schema';
import { hashPassword, verifyPassword } from '../../security/password.js';
import type { Services } from '../../core/services.js';
import { InvalidError, TooManyRequestsError } from '../../core/errors.js';
import { loginFailures, rateLimitRefusals } from '../../metrics/metrics.js';
import { AdminAccount } from './admin-account.entity.js';
import { type LoginResult, LoginStatus } from './auth.types.js';

/** A sign-in attempt: the credentials, and the address the login throttle counts failures by. */
export interface LoginAttempt {
  adminId: string;
  password: string;
  ip: string;
}

// Verifying against a real hash when the admin id is unknown keeps the answer time the same either way.
const unknownAdminHash = hashPassword('unknown-admin');

/** Checks the credentials; on success the result carries a fresh token, which the caller hands to the client. */
export async function login(
  em: EntityManager,
  { loginThrottle, tokens }: Pick<Services, 'loginThrottle' | 'tokens'>,
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

  const account = await em.findOne(AdminAccount, { adminId: id });
  const valid = await verifyPassword(account?.passwordHash ?? (await unknownAdminHash), password);
  if (!account || !valid) {
    loginFailures.inc();
    await loginThrottle.recordFailure(ip, id);
    return { status: LoginStatus.failure, token: null, message: INVALID_CREDENTIALS_MESSAGE };
  }
  await loginThrottle.recordSuccess(ip, id);
  return { status: LoginStatus.success, token: await tokens.issue(account.adminId), message: null };
}
