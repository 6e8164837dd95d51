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
   * Full collections until one frees nothing more, which also shrinks the young generation and
   * hands the heap's free pages back to the system. V8 12 and later (Node 22 and 24) keep the pages
   * a collection frees pooled for reuse and unmap them only when their memory reducer runs, some
   * 20 s later; V8 11 (Node 20) unmaps them at once (decision 051).
   */
  giveBack: () => void;
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
  const gc = runInNewContext('gc') as (options?: { type: 'minor' } | { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
  // Made once: an object allocated between two collections would count as the program's allocation.
  const young = { type: 'minor' } as const;
  const lastResort = { type: 'major', execution: 'sync', flavor: 'last-resort' } as const;
  return {
    full: () => gc(),
    giveBack: () => gc(lastResort),
    forgetBusyStretch: () => {
      gc();
      for (let collection = 0; collection < RECORDED_COLLECTIONS; collection++) gc(young);
    },
  };
}
