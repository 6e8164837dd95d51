import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminAccount } from './admin-account.entity.js';
import { generatePassword, hashPassword, verifyPassword } from '../../security/password.js';

export interface SeedResult {
  /** Set only when the password was generated now; the caller shows it once. */
  generatedPassword?: string;
}

/**
 * Makes sure the configured admin exists. A configured password always wins, so an
 * operator can rotate it through the environment; without one, the first start
 * generates a password and later starts keep it.
 */
export async function seedAdmin(em: EntityManager, adminId: string, password: string | undefined): Promise<SeedResult> {
  const existing = await em.findOne(AdminAccount, { adminId });
  if (existing) {
    if (password && !(await verifyPassword(existing.passwordHash, password))) {
      existing.passwordHash = await hashPassword(password);
      existing.updatedAt = new Date();
      await em.flush();
    }
    return {};
  }
  const chosen = password ?? generatePassword();
  em.create(AdminAccount, { adminId, passwordHash: await hashPassword(chosen), updatedAt: new Date() });
  await em.flush();
  return password ? {} : { generatedPassword: chosen };
}
