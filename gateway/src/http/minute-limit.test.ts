import { describe, expect, it } from 'vitest';
import { localWindowCounter } from '../redis/local-window-counter.js';
import { minuteLimit, visitorAddress } from './minute-limit.js';

describe('the address a limit counts under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(visitorAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one visitor, and another /64 apart', () => {
    const first = visitorAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(visitorAddress('2001:db8:1:2::1')).toBe(first);
    expect(visitorAddress('2001:DB8:1:2:FFFF::')).toBe(first);
    expect(visitorAddress('2001:db8:1:3::1')).not.toBe(first);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(visitorAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves what is not an address as it came, in lower case', () => {
    expect(visitorAddress('Not:An:Address')).toBe('not:an:address');
  });
});

/** A limit of `max` a minute on a clock the test moves. */
function limitOnClock(max: number) {
  const clock = { now: 0 };
  return {
    clock,
    limit: minuteLimit(
      localWindowCounter(() => clock.now),
      'test',
      max,
    ),
  };
}

describe('a limit a minute', () => {
  it('allows `max` requests per key, then says how long to wait, and counts keys apart', async () => {
    const { clock, limit } = limitOnClock(2);
    expect(await limit('a')).toBeUndefined();
    clock.now = 20_000;
    expect(await limit('a')).toBeUndefined();
    expect(await limit('a')).toBe(40);
    expect(await limit('b')).toBeUndefined();
    clock.now = 60_000;
    expect(await limit('a')).toBeUndefined();
  });

  it('rounds the wait up to whole seconds', async () => {
    const { clock, limit } = limitOnClock(1);
    expect(await limit('a')).toBeUndefined();
    clock.now = 59_500;
    expect(await limit('a')).toBe(1);
  });

  it('answers at once on the count kept in this process, and in a promise on a shared one', async () => {
    const { limit } = limitOnClock(1);
    expect(limit('a')).toBeUndefined();
    expect(limit('a')).toBe(60);
    const shared = minuteLimit({ ...localWindowCounter(() => 0), hit: async () => ({ count: 2, ttlMs: 30_000 }) }, 'test', 1);
    const answer = shared('a');
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toBe(30);
  });
});
