import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, RECOVERY_CODE_COUNT } from './recovery-codes.js';

describe('recovery codes', () => {
  it('makes ten different codes of four groups', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
      expect(code).not.toMatch(/[ilou]/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
  });

  it('hashes a code the same however it is typed back, and differently from the others', () => {
    const [code, other] = newRecoveryCodes() as [string, string];
    const hash = hashRecoveryCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.replace(/-/g, ''));
    expect(hashRecoveryCode(` ${code.toUpperCase().replace(/-/g, ' ')} `)).toBe(hash);
    expect(hashRecoveryCode(other)).not.toBe(hash);
  });

  it('tells a recovery code from a six-digit code', () => {
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode('abcd-efgh-jkmn-pqrs')).toBe(true);
  });
});
