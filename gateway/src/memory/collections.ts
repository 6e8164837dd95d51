import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * How many collections V8 (11 to 12, Node 20 and 22) looks back over when it estimates the rate at
 * which the program allocates: it keeps the bytes and time between one collection and the next for
 * the last ten.
 */
const RECORDED_COLLECTIONS = 10;

export interface Collections {
  /** A full, synchronous collection of this thread's heap. */
  full: () => void;
  /**
   * A full collection, which empties the young generation, then as many young collections as V8
   * remembers. Each of those records the few bytes allocated since the one before, so the busy
   * stretch before (starting, a load) drops out of the rate V8 estimates, and each takes well under
   * a millisecond. V8 shrinks its young generation at a collection only while that rate is low: a
   * second of quiet after this, the next full collection does.
   */
  forgetBusyStretch: () => void;
}

/**
 * V8's collections, through its `gc` function. `--expose-gc` set at run time reaches only contexts
 * made after it, hence the new context; it exposes the one function and changes nothing else about
 * collection.
 */
export function loadCollections(): Collections {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options?: { type: 'minor' }) => void;
  // Made once: an object allocated between two collections would count as the program's allocation.
  const young = { type: 'minor' } as const;
  return {
    full: () => gc(),
    forgetBusyStretch: () => {
      gc();
      for (let collection = 0; collection < RECORDED_COLLECTIONS; collection++) gc(young);
    },
  };
}
