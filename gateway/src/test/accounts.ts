import type { AccountRoleName } from '@site/schema';
import { Account } from '../access/account.entity.js';
import { createPasswords } from '../security/password.js';
import { TEST_PASSWORD_COST, type TestServer } from './test-server.js';

export const TEST_ACCOUNT_PASSWORD = 'a long test password nobody uses';
const passwords = createPasswords(TEST_PASSWORD_COST);

export interface TestAccount {
  id: string;
  email: string;
  token: string;
}

/** An active account of `role` with a password, stored directly, and a token from the real login. */
export async function signedInAccount(
  t: TestServer,
  role: AccountRoleName,
  email = `${role.toLowerCase()}-${Date.now()}-${Math.random()}@example.com`,
): Promise<TestAccount> {
  const em = t.server.db.orm.em.fork();
  const account = em.create(Account, {
    name: `Test ${role}`,
    email,
    role,
    active: true,
    passwordHash: await passwords.hash(TEST_ACCOUNT_PASSWORD),
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await em.flush();
  const result = await t.graphql<{ login: { token: string | null } }>('mutation($a: String!, $p: String!) { login(adminId: $a, password: $p) { token } }', {
    a: email,
    p: TEST_ACCOUNT_PASSWORD,
  });
  const token = result.data?.login.token;
  if (!token) throw new Error(`Could not sign in as ${email}: ${JSON.stringify(result.errors)}`);
  return { id: account.id, email, token };
}
