import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_SERVER, startTestRedis, type TestRedis } from '../test/redis-server.js';
import type { InvalidationBus } from './invalidation-bus.js';
import { createRedisInvalidationBus } from './redis-invalidation-bus.js';

let redis: TestRedis;
let buses: InvalidationBus[];

describe.skipIf(!existsSync(REDIS_SERVER))('Redis invalidation bus', () => {
  beforeAll(async () => {
    redis = await startTestRedis();
    buses = [await createRedisInvalidationBus(redis.url), await createRedisInvalidationBus(redis.url)];
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await redis.close();
  });

  it('tells every gateway, the publishing one too, which tag is stale', async () => {
    const heard: string[][] = [[], []];
    buses.forEach((bus, i) => bus.subscribe((tag) => heard[i]!.push(tag)));
    await buses[0]!.publish('events');
    await buses[1]!.publish('training');
    // Each gateway hears its own change at once and the other's through Redis, so the order may differ.
    await expect
      .poll(() => heard.map((tags) => [...tags].sort()))
      .toEqual([
        ['events', 'training'],
        ['events', 'training'],
      ]);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const heard: string[] = [];
    const stop = buses[1]!.subscribe((tag) => heard.push(tag));
    stop();
    const after: string[] = [];
    buses[1]!.subscribe((tag) => after.push(tag));
    await buses[0]!.publish('products');
    await expect.poll(() => after).toEqual(['products']);
    expect(heard).toEqual([]);
  });
});
