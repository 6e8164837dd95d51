import type { EntityManager } from '@mikro-orm/postgresql';
import { hasErrors, PASSWORD_RESET_LINK_MINUTES, validateNewPassword, validateResetRequest } from '@site/schema';
import { Account } from '../../access/account.entity.js';
import { recordAudit } from '../../access/audit.js';
import { InvalidError, TooManyRequestsError } from '../../core/errors.js';
import type { Services } from '../../core/services.js';
import { enqueueMail } from '../../mail/mail-job.js';
import { rateLimitRefusals } from '../../metrics/metrics.js';

const LINK_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;

/**
 * Sends a one-time link to choose a new password, when an active account has the address and
 * e-mail can carry it. The caller answers the same in every case, so nobody learns which
 * addresses have accounts; refusals by the throttle are the same for every address too.
 */
export async function requestPasswordReset(
  em: EntityManager,
  { config, links, resetThrottle }: Pick<Services, 'config' | 'links' | 'resetThrottle'>,
  { email, ip }: { email: string; ip: string },
): Promise<void> {
  const errors = validateResetRequest({ email });
  if (hasErrors(errors)) throw new InvalidError(errors);
  const address = email.trim();
  const wait = await resetThrottle.take(ip, address);
  if (wait > 0) {
    rateLimitRefusals.inc({ limit: 'password-reset' });
    throw new TooManyRequestsError(wait);
  }
  await em.transactional(async (tem) => {
    const account = await tem.createQueryBuilder(Account).select('*').where('lower(email) = lower(?) and active', [address]).getSingleResult();
    // Unknown addresses are recorded too: the Owner sees someone trying addresses.
    recordAudit(tem, { typed: address }, { action: 'passwordResetRequested', target: account?.id ?? null, ip });
    if (account && config.smtpUrl && config.publicUrl) {
      const { link } = await links.create(tem, 'password-reset', account.id, LINK_MS);
      await enqueueMail(tem, { table: 'one_time_links', sourceId: link.id, audience: 'visitor' });
    }
    await tem.flush();
  });
}

/** Sets the password with a reset link, once, and ends every session of the account. */
export async function resetPassword(
  em: EntityManager,
  { links, access, passwords }: Pick<Services, 'links' | 'access' | 'passwords'>,
  { token, password, ip }: { token: string; password: string; ip: string },
): Promise<string> {
  const errors = validateNewPassword({ password });
  if (hasErrors(errors)) throw new InvalidError(errors);
  const passwordHash = await passwords.hash(password);
  return em.transactional(async (tem) => {
    const accountId = await links.use(tem, 'password-reset', token);
    await tem.nativeUpdate(Account, { id: accountId }, { passwordHash, updatedAt: new Date() });
    await access.endSessionsOf(tem, accountId);
    recordAudit(tem, { typed: accountId, accountId }, { action: 'passwordReset', target: accountId, ip });
    await tem.flush();
    return accountId;
  });
}
