import type { EntityManager } from '@mikro-orm/postgresql';
import { type AccountRoleName, hasErrors, INVITATION_HOURS, INVITATION_PATH, validateInviteAccount, validateNewPassword } from '@site/schema';
import { Account } from '../../access/account.entity.js';
import { ConflictError, InvalidError, NotFoundError } from '../../core/errors.js';
import type { Services } from '../../core/services.js';
import { enqueueMail } from '../../mail/mail-job.js';
import type { InviteAccountInput } from './accounts.types.js';

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists.';
export const LAST_OWNER_MESSAGE = 'The last active Owner cannot be demoted or deactivated. Make another account an Owner first.';
const INVITATION_MS = INVITATION_HOURS * 60 * 60 * 1000;

export function listAccounts(em: EntityManager): Promise<Account[]> {
  return em.find(Account, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

/**
 * A new account without a password, and a one-time link to choose one: e-mailed through the mail
 * queue when e-mail can carry it, else answered to the Owner (and to nobody else, once).
 */
export async function inviteAccount(
  em: EntityManager,
  services: Pick<Services, 'config' | 'links'>,
  input: InviteAccountInput,
): Promise<{ account: Account; link: string | null }> {
  const errors = validateInviteAccount(input);
  if (hasErrors(errors)) throw new InvalidError(errors);
  const email = input.email.trim();
  return em.transactional(async (tem) => {
    const taken = await tem.createQueryBuilder(Account).where('lower(email) = lower(?)', [email]).getCount();
    if (taken) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    const account = tem.create(Account, {
      name: input.name.trim(),
      email,
      role: input.role,
      active: true,
      passwordHash: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await tem.flush();
    const { link, token } = await services.links.create(tem, 'invitation', account.id, INVITATION_MS);
    const { smtpUrl, publicUrl } = services.config;
    if (smtpUrl && publicUrl) {
      await enqueueMail(tem, { table: 'one_time_links', sourceId: link.id, audience: 'visitor' });
      return { account, link: null };
    }
    return { account, link: `${publicUrl ?? ''}${INVITATION_PATH}#${token}` };
  });
}

async function accountOrFail(em: EntityManager, id: string): Promise<Account> {
  const account = await em.findOne(Account, { id });
  if (!account) throw new NotFoundError('Account');
  return account;
}

/** Refuses a change that would leave no active Owner; counted in the change's transaction. */
async function keepAnOwner(em: EntityManager, account: Account): Promise<void> {
  if (account.role !== 'OWNER' || !account.active) return;
  // An Owner still to accept an invitation does not count: the link may expire unused.
  const owners = await em.count(Account, { role: 'OWNER', active: true, passwordHash: { $ne: null }, id: { $ne: account.id } });
  if (owners === 0) throw new ConflictError(LAST_OWNER_MESSAGE);
}

export function setAccountRole(em: EntityManager, id: string, role: AccountRoleName): Promise<Account> {
  return em.transactional(async (tem) => {
    const account = await accountOrFail(tem, id);
    if (account.role === role) return account;
    // Rows of other Owners are locked so that two demotions at once cannot both pass the count.
    await tem.getConnection().execute(`select id from accounts where role = 'OWNER' for update`, [], 'all', tem.getTransactionContext());
    if (role !== 'OWNER') await keepAnOwner(tem, account);
    Object.assign(account, { role, updatedAt: new Date() });
    await tem.flush();
    return account;
  });
}

export function setAccountActive(em: EntityManager, access: Services['access'], id: string, active: boolean): Promise<Account> {
  return em.transactional(async (tem) => {
    const account = await accountOrFail(tem, id);
    if (account.active === active) return account;
    await tem.getConnection().execute(`select id from accounts where role = 'OWNER' for update`, [], 'all', tem.getTransactionContext());
    if (!active) {
      await keepAnOwner(tem, account);
      await access.endSessionsOf(tem, account.id);
    }
    Object.assign(account, { active, updatedAt: new Date() });
    await tem.flush();
    return account;
  });
}

export async function invitationFor(em: EntityManager, links: Services['links'], token: string): Promise<Account> {
  return accountOrFail(em, await links.check(em, 'invitation', token));
}

/** Sets the invited person's password and uses the link up; they then sign in as everyone does. */
export async function acceptInvitation(
  em: EntityManager,
  { links, passwords }: Pick<Services, 'links' | 'passwords'>,
  token: string,
  password: string,
): Promise<void> {
  const errors = validateNewPassword({ password });
  if (hasErrors(errors)) throw new InvalidError(errors);
  const passwordHash = await passwords.hash(password);
  await em.transactional(async (tem) => {
    const account = await accountOrFail(tem, await links.use(tem, 'invitation', token));
    Object.assign(account, { passwordHash, updatedAt: new Date() });
    await tem.flush();
  });
}
