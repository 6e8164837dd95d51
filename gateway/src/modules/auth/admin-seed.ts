import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../access/account.entity.js';
import type { Services } from '../../core/services.js';
import { generatePassword } from '../../security/password.js';

export interface SeedResult {
  /** Set only when the password was generated now; the caller shows it once. */
  generatedPassword?: string;
}

/**
 * Makes sure the first Owner (ADMIN_ID) exists. A newly configured password always wins, so an
 * operator can rotate it, or recover a lost Owner account, through the environment: the account is
 * then an active Owner again and its sessions end. A restart with an unchanged password changes
 * nothing, so a deactivated first Owner stays deactivated. Without one, the first start generates a
 * password and later starts keep it.
 */
export async function seedAdmin(
  em: EntityManager,
  { access, passwords }: Pick<Services, 'access' | 'passwords'>,
  adminId: string,
  password: string | undefined,
): Promise<SeedResult> {
  const existing = await em.findOne(Account, { id: adminId });
  if (existing) {
    if (password && !(await passwords.verify(existing.passwordHash, password))) {
      Object.assign(existing, { passwordHash: await passwords.hash(password), role: 'OWNER', active: true, updatedAt: new Date() });
      await access.endSessionsOf(em, existing.id);
      await em.flush();
    }
    return {};
  }
  const chosen = password ?? generatePassword();
  em.create(Account, {
    id: adminId,
    name: adminId,
    email: null,
    role: 'OWNER',
    active: true,
    passwordHash: await passwords.hash(chosen),
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await em.flush();
  return password ? {} : { generatedPassword: chosen };
}
