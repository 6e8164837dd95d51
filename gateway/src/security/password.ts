import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** What one argon2id hash costs: memory in KiB, passes over it, and lanes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The argon2 library's defaults, well above OWASP's least for argon2id (19 MiB, two passes): 64 MiB, three passes, four lanes. */
export const PASSWORD_COST: PasswordCost = { memoryCost: 65536, timeCost: 3, parallelism: 4 };

/** Hashes new passwords at one cost, and checks a password against a stored hash, whatever its cost. */
export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` is the one `stored` was made from. With no stored hash (an unknown account,
   * or one whose invitation is not accepted yet) it checks against a stand-in of the same cost and
   * says no, so that the answer takes as long either way.
   */
  verify(stored: string | null | undefined, password: string): Promise<boolean>;
}

export function createPasswords(cost: PasswordCost = PASSWORD_COST): Passwords {
  const hash = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...cost });
  const standIn = hash('unknown-admin');
  return {
    hash,
    async verify(stored, password) {
      try {
        const matches = await argon2.verify(stored ?? (await standIn), password);
        return Boolean(stored) && matches;
      } catch {
        return false;
      }
    },
  };
}

/** A password for the first start when none is configured: 24 characters, easy to copy. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
