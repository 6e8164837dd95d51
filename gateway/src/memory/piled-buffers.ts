import { MB } from '@site/schema';

/**
 * Array buffers past which the gateway collects at once rather than wait for V8 (decision 052).
 * At rest, and under a load of cached reads, it holds about 2 MB of them; under a load of writes on
 * the embedded database up to 10 MB, once 26 MB.
 */
export const PILED_BUFFER_BYTES = 32 * MB;
/**
 * How often the gateway looks at its buffers: a burst of downloads piles them up at some 100 MB a
 * second (decision 054).
 */
export const PILED_BUFFER_CHECK_MS = 100;
/** The least time between two such collections, each some 20 to 60 ms of the gateway's thread. */
export const PILED_BUFFER_COLLECTION_GAP_MS = 500;

export interface PiledBufferParts {
  /** What this thread's array buffers hold (`process.memoryUsage().arrayBuffers`). */
  bufferBytes: () => number;
  /** A full collection (`Collections.full`). */
  collect: () => void;
  /** Hands the C heap's free pages back to the system, where the C library can (`loadMallocTrim`). */
  trim: (() => void) | undefined;
  /** Milliseconds on a clock that only goes forward (`performance.now`). */
  now: () => number;
}

/**
 * One check: once array buffers have piled past `PILED_BUFFER_BYTES`, a full collection and a
 * trim, at most one every `PILED_BUFFER_COLLECTION_GAP_MS`. A burst of Range requests passes
 * hundreds of MB through sockets' buffers. Downloads send from reused read buffers (decisions 073
 * and 076), but a buffer still alive at two young collections (a database answer arriving slowly, a
 * request body) moves to the old generation, which only a full collection sweeps, and V8 starts one
 * only once they have grown by 64 MB; the C heap they came from keeps their pages once they are
 * freed. Says whether it collected.
 */
export function piledBufferCheck({ bufferBytes, collect, trim, now }: PiledBufferParts): () => boolean {
  let lastCollected = -Infinity;
  return () => {
    if (now() - lastCollected < PILED_BUFFER_COLLECTION_GAP_MS || bufferBytes() < PILED_BUFFER_BYTES) return false;
    collect();
    // Frees what the collections before this one freed: V8 frees buffers on a thread of its own, a moment after.
    trim?.();
    lastCollected = now();
    return true;
  };
}
