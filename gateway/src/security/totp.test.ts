import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, TOTP_PERIOD_SECONDS, totpUrl } from './totp.js';

const secret = newTotpSecret();
// A fixed instant in the middle of a time step, so "one step before" and "after" are unambiguous.
const now = 1_800_000_015;
const step = Math.floor(now / TOTP_PERIOD_SECONDS);
const codeAt = (seconds: number) => generate({ secret, epoch: seconds });

describe('TOTP', () => {
  it('makes a base32 secret of 160 bits and an otpauth URL apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(totpUrl(secret, 'SVR Robotics', 'ana@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('SVR Robotics');
    expect(decodeURIComponent(url.pathname)).toContain('SVR Robotics:ana@example.com');
  });

  it('accepts the current code and answers its time step', async () => {
    expect(await matchTotp({ secret, code: await codeAt(now), nowSeconds: now, lastUsedStep: null })).toBe(step);
  });

  it('accepts a code one step early or late (clock skew), not two', async () => {
    const before = await codeAt(now - TOTP_PERIOD_SECONDS);
    const after = await codeAt(now + TOTP_PERIOD_SECONDS);
    expect(await matchTotp({ secret, code: before, nowSeconds: now, lastUsedStep: null })).toBe(step - 1);
    expect(await matchTotp({ secret, code: after, nowSeconds: now, lastUsedStep: null })).toBe(step + 1);
    const twoBefore = await codeAt(now - 2 * TOTP_PERIOD_SECONDS);
    const twoAfter = await codeAt(now + 2 * TOTP_PERIOD_SECONDS);
    expect(await matchTotp({ secret, code: twoBefore, nowSeconds: now, lastUsedStep: null })).toBeNull();
    expect(await matchTotp({ secret, code: twoAfter, nowSeconds: now, lastUsedStep: null })).toBeNull();
  });

  it('refuses a code of a step already used, and older ones (replay)', async () => {
    const code = await codeAt(now);
    expect(await matchTotp({ secret, code, nowSeconds: now, lastUsedStep: step })).toBeNull();
    expect(await matchTotp({ secret, code: await codeAt(now - TOTP_PERIOD_SECONDS), nowSeconds: now, lastUsedStep: step })).toBeNull();
    expect(await matchTotp({ secret, code: await codeAt(now + TOTP_PERIOD_SECONDS), nowSeconds: now, lastUsedStep: step })).toBe(step + 1);
  });

  it("refuses another secret's code and anything that is not six digits", async () => {
    const other = await generate({ secret: newTotpSecret(), epoch: now });
    expect(await matchTotp({ secret, code: other, nowSeconds: now, lastUsedStep: null })).toBeNull();
    for (const code of ['', '12345', '1234567', 'abcdef']) expect(await matchTotp({ secret, code, nowSeconds: now, lastUsedStep: null })).toBeNull();
  });

  it('ignores spaces typed inside the code', async () => {
    const code = await codeAt(now);
    expect(await matchTotp({ secret, code: `${code.slice(0, 3)} ${code.slice(3)}`, nowSeconds: now, lastUsedStep: null })).toBe(step);
  });
});
