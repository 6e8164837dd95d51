import { precompress, type PrecompressedFile } from '../http/precompressed-file.js';
import type { InvalidationBus } from './invalidation-bus.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A cached answer, in the form `sendPrecompressed` sends, with the tags that make it stale. */
export interface CachedRead extends PrecompressedFile {
  tags: readonly string[];
}

/**
 * How long an answer is kept at most. Within one gateway the bus is never missed; across gateways
 * a message sent while one was cut off from Redis is lost to it, and this bounds how long that
 * gateway can answer from before the change.
 */
export const PUBLIC_READ_MAX_AGE_MS = 60_000;

/**
 * Answers of public reads that change only when someone changes their data, kept until the bus
 * says one of their tags is stale. A read that was running while a tag went stale is not stored:
 * it may have seen the data from before the change.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, CachedRead & { storedAt: number }>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  /** `maxEntries` bounds memory when callers vary the key (query variables). */
  constructor(
    bus: InvalidationBus,
    private readonly maxEntries = 500,
    private readonly maxAgeMs = PUBLIC_READ_MAX_AGE_MS,
  ) {
    this.unsubscribe = bus.subscribe((tag) => this.drop(tag));
  }

  get(key: string): CachedRead | undefined {
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Taken before a read runs, and given back to `store` with its answer. */
  startRead(): number {
    return this.generation;
  }

  /** Keeps a JSON answer; returns it in sendable form, stored or not. */
  store(key: string, tags: readonly string[], json: string, startedAt: number): CachedRead {
    const entry = { ...precompress(Buffer.from(json), JSON_TYPE), tags };
    if (startedAt !== this.generation) return entry;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...entry, storedAt: Date.now() });
    return entry;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }

  private drop(tag: string): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
  }
}
