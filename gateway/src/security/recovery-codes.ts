import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32 without I, L, O and U: nothing to misread when a code is typed from paper.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * Ten codes of 80 random bits each, shown once as `xxxx-xxxx-xxxx-xxxx`. With that much
 * randomness a plain SHA-256 of a code cannot be reversed by trying codes, so the hashes can be
 * looked up directly (a slow password hash would have to be tried against every stored code).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(GROUPS * GROUP_LENGTH);
    const characters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return characters.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-');
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(input: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(input)).digest('hex');
}

/** A recovery code as typed: 16 characters of the alphabet once dashes and spaces are gone. */
export function looksLikeRecoveryCode(input: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`).test(normalizeRecoveryCode(input));
}
