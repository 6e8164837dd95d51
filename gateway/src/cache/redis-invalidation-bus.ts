import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { InvalidationBus } from './invalidation-bus.js';

export const INVALIDATION_CHANNEL = 'site:cache-invalidation';

/**
 * An invalidation bus over Redis pub/sub, on the cache's channel unless told another (the live
 * events use the same bus on theirs). A connection in subscriber mode can run no other
 * command, so publishing goes through a second connection. Both reconnect on their own; a
 * message published while a gateway was cut off is lost to it, so the cache that listens
 * should also expire its entries on a timer.
 */
export async function createRedisInvalidationBus(url: string, log?: FastifyBaseLogger, channel = INVALIDATION_CHANNEL): Promise<InvalidationBus> {
  // Loaded here, so that a gateway without REDIS_URL (the default) never holds ioredis.
  const { Redis } = await import('ioredis');
  // Publishing fails at once while Redis is away rather than holding an admin's change in a queue.
  const commands = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const subscriber = new Redis(url);
  const listeners = new Set<(tag: string) => void>();
  for (const connection of [commands, subscriber]) {
    connection.on('error', (err: Error) => log?.warn({ err, channel }, 'Redis pub/sub connection error'));
  }
  // A message is `<sender> <tag>` (a tag may hold spaces): the sender has told its own listeners already.
  const self = randomUUID();
  subscriber.on('message', (from: string, message: string) => {
    const space = message.indexOf(' ');
    const sender = message.slice(0, space);
    const tag = message.slice(space + 1);
    if (from !== channel || space < 0 || sender === self || !tag) return;
    for (const listener of listeners) listener(tag);
  });
  // ioredis subscribes again by itself after a reconnect.
  await subscriber.subscribe(channel);

  return {
    // This gateway hears its own change at once, Redis or not; the others hear it through Redis,
    // and a publish that fails while Redis is away is logged, never the admin's error.
    async publish(tag) {
      for (const listener of listeners) listener(tag);
      await commands.publish(channel, `${self} ${tag}`).catch((err: unknown) => log?.warn({ err, channel, tag }, 'not published to the other gateways'));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      listeners.clear();
      // Nothing waits to be sent, so a Redis that is gone is not waited for.
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
