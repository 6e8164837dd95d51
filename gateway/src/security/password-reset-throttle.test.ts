import { describe, expect, it } from 'vitest';
import { localWindowCounter } from '../redis/local-window-counter.js';
import { PasswordResetThrottle, RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_EMAIL, RESET_WINDOW_MS } from './password-reset-throttle.js';

function throttleAt() {
  const clock = { now: 1_000_000 };
  return { clock, throttle: new PasswordResetThrottle(localWindowCounter(() => clock.now)) };
}

describe('password reset throttle', () => {
  it(`allows ${RESET_REQUESTS_PER_EMAIL} requests per e-mail an hour, whatever its case, then says how long to wait`, async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) expect(await throttle.take(`198.51.100.${i}`, 'Ana@Example.com')).toBe(0);
    expect(await throttle.take('198.51.100.99', 'ana@example.com')).toBe(RESET_WINDOW_MS / 1000);
    expect(await throttle.take('198.51.100.99', 'other@example.com')).toBe(0);
    clock.now += RESET_WINDOW_MS;
    expect(await throttle.take('198.51.100.99', 'ana@example.com')).toBe(0);
  });

  it(`allows ${RESET_REQUESTS_PER_ADDRESS} requests per client address an hour, across e-mails`, async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) expect(await throttle.take('203.0.113.5', `person${i}@example.com`)).toBe(0);
    expect(await throttle.take('203.0.113.5', 'new@example.com')).toBeGreaterThan(0);
    expect(await throttle.take('203.0.113.6', 'new@example.com')).toBe(0);
  });
});
