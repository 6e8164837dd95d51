import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalInvalidationBus } from './local-invalidation-bus.js';
import { PUBLIC_READ_MAX_AGE_MS, PublicReadCache } from './public-read-cache.js';

afterEach(() => vi.useRealTimers());

describe('PublicReadCache', () => {
  it('drops the entries carrying a published tag and keeps the others', async () => {
    const bus = new LocalInvalidationBus();
    const cache = new PublicReadCache(bus);
    cache.store('roles', ['jobRoles'], '[1]', cache.startRead());
    cache.store('both', ['jobRoles', 'events'], '[2]', cache.startRead());
    cache.store('events', ['events'], '[3]', cache.startRead());
    await bus.publish('jobRoles');
    expect([cache.get('roles'), cache.get('both')]).toEqual([undefined, undefined]);
    expect(cache.get('events')?.plain.body.toString()).toBe('[3]');
  });

  it('does not keep an answer read while a tag went stale: it may predate the change', async () => {
    const bus = new LocalInvalidationBus();
    const cache = new PublicReadCache(bus);
    const startedAt = cache.startRead();
    await bus.publish('events');
    const answer = cache.store('events', ['events'], '[]', startedAt);
    expect(answer.plain.body.toString()).toBe('[]');
    expect(cache.get('events')).toBeUndefined();
  });

  it('forgets an answer after its maximum age, in case a gateway missed a change', () => {
    vi.useFakeTimers();
    const cache = new PublicReadCache(new LocalInvalidationBus());
    cache.store('roles', ['jobRoles'], '[1]', cache.startRead());
    vi.advanceTimersByTime(PUBLIC_READ_MAX_AGE_MS);
    expect(cache.get('roles')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.get('roles')).toBeUndefined();
  });

  it('stops listening when closed', async () => {
    const bus = new LocalInvalidationBus();
    let heard = 0;
    const unsubscribe = bus.subscribe(() => (heard += 1));
    new PublicReadCache(bus).close();
    await bus.publish('events');
    unsubscribe();
    await bus.publish('events');
    expect(heard).toBe(1);
  });
});
