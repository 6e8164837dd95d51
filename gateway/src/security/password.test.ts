import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../test/test-server.js';
import { createPasswords } from './password.js';

describe('passwords', () => {
  it('hash at argon2id with 64 MiB, three passes and four lanes unless told otherwise', async () => {
    const stored = await createPasswords().hash('a long password');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('check a password against its hash, whatever the cost it was made at', async () => {
    const cheap = createPasswords(TEST_PASSWORD_COST);
    const stored = await cheap.hash('a long password');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    await expect(createPasswords(TEST_PASSWORD_COST).verify(stored, 'a long password')).resolves.toBe(true);
    await expect(cheap.verify(stored, 'a long passwore')).resolves.toBe(false);
  });

  it('refuse every password without a stored hash or with a broken one', async () => {
    const passwords = createPasswords(TEST_PASSWORD_COST);
    await expect(passwords.verify(null, 'unknown-admin')).resolves.toBe(false);
    await expect(passwords.verify(undefined, '')).resolves.toBe(false);
    await expect(passwords.verify('not a hash', 'a long password')).resolves.toBe(false);
  });
});
