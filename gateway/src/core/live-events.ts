import type { EntityManager } from '@mikro-orm/postgresql';

/** Something the dashboard and integrators hear of as it happens, told only once it is committed. */
export type LiveEvent =
  | { type: 'submissionCreated'; kind: string; id: string }
  | { type: 'ticketStatusChanged'; id: string; status: string }
  | { type: 'applicationStatusChanged'; id: string; status: string };

export type LiveEventType = LiveEvent['type'];

/** A channel of text messages to every gateway (the cache's invalidation bus has this shape). */
export interface MessageChannel {
  publish(message: string): Promise<void>;
  subscribe(listener: (message: string) => void): () => void;
}

/**
 * The live events of one gateway: what it publishes reaches its own listeners and, over a shared
 * channel (Redis pub/sub with REDIS_URL), every other gateway's.
 */
export class LiveEvents {
  constructor(private readonly channel: MessageChannel) {}

  publish(event: LiveEvent): Promise<void> {
    return this.channel.publish(JSON.stringify(event));
  }

  subscribe(listener: (event: LiveEvent) => void): () => void {
    return this.channel.subscribe((message) => listener(JSON.parse(message) as LiveEvent));
  }

  /**
   * The events of one type (those `accept` lets through) as an async iterator, for a GraphQL subscription. It listens from the
   * moment it is made, and `return()` (the client unsubscribing or going away) stops listening at
   * once, also while a `next()` waits. A subscriber that does not keep up loses the oldest events.
   */
  stream<T extends LiveEventType>(
    type: T,
    accept: (event: Extract<LiveEvent, { type: T }>) => boolean = () => true,
  ): AsyncIterableIterator<Extract<LiveEvent, { type: T }>> {
    type Event = Extract<LiveEvent, { type: T }>;
    const queued: Event[] = [];
    let waiting: ((result: IteratorResult<Event>) => void) | undefined;
    let ended = false;
    const unsubscribe = this.subscribe((event) => {
      if (ended || event.type !== type || !accept(event as Event)) return;
      if (waiting) {
        const wake = waiting;
        waiting = undefined;
        wake({ value: event as Event, done: false });
        return;
      }
      queued.push(event as Event);
      if (queued.length > MOST_QUEUED) queued.shift();
    });
    const end = (): Promise<IteratorResult<Event>> => {
      ended = true;
      unsubscribe();
      queued.length = 0;
      waiting?.({ value: undefined, done: true });
      waiting = undefined;
      return Promise.resolve({ value: undefined, done: true });
    };
    return {
      next() {
        const event = queued.shift();
        if (event) return Promise.resolve({ value: event, done: false });
        if (ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return: end,
      throw: end,
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}

/** Events kept for one subscriber that has not taken them yet. */
const MOST_QUEUED = 1_000;

// Keyed by the ORM's driver, which every fork of a gateway's EntityManager shares, so the services
// that store submissions tell the events without each call handing the bus down.
const byDriver = new WeakMap<object, LiveEvents>();

/** Makes the services that write through this EntityManager's ORM tell `events` what they committed. */
export function attachLiveEvents(em: EntityManager, events: LiveEvents): void {
  byDriver.set(em.getDriver(), events);
}

/** Tells what was just committed through `em`. A failure to tell is never the writer's failure. */
export function committed(em: EntityManager, event: LiveEvent): void {
  void byDriver
    .get(em.getDriver())
    ?.publish(event)
    .catch(() => undefined);
}
