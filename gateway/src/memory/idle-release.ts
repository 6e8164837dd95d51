import { MB } from '@site/schema';

/** The share of the last check's second the event loop may have been busy and still count as idle; health checks and metric scrapes stay far below it. */
export const IDLE_UTILIZATION = 0.05;
/**
 * How many idle checks in a row come before a release: a pause in the traffic, not the gaps between
 * the requests of a steady load, each of which would cost a collection.
 */
export const IDLE_CHECKS_BEFORE_RELEASE = 10;
/**
 * Before the first release, after start, there is no load yet to mistake a pause for: two quiet
 * checks let it hand back what starting left before the gateway is put to work.
 */
export const IDLE_CHECKS_BEFORE_FIRST_RELEASE = 2;
/** What the resident set must have grown since the last release for another to be worth its collection (some 20 to 60 ms of an idle thread). */
export const RELEASE_AFTER_GROWTH_BYTES = 16 * MB;

export interface ReleaseParts {
  /** The event loop's utilization (0 to 1) since the previous check ended. */
  utilization: () => number;
  residentBytes: () => number;
  /** Full collections that free the buffers nothing holds any more and hand the heap's free pages back to the system at once (`Collections.giveBack`). */
  giveBack: () => void;
  /** Collections that leave V8's estimate of the allocation rate with only the quiet seconds (`Collections.forgetBusyStretch`). */
  forgetBusyStretch: () => void;
  /** Hands the C heap's free pages back to the system, where the C library can. */
  trim: (() => void) | undefined;
  onRelease?: (before: number, after: number) => void;
}

/**
 * One check: once the gateway has been idle for ten checks in a row and its resident set has grown
 * since the last release, collect, giving the heap's free pages back, and trim. The first two quiet
 * seconds after start release what starting left (migrations, schema building); later quiet ten
 * seconds what a load left: the young generation V8 grew for it (33 MB committed, 1 MB used), buffers
 * nothing holds, the pages V8 12 and later keep pooled (decision 051), and the free pages glibc keeps,
 * of which it returns only those at the top of its heap (decision 042).
 */
export function idleReleaseCheck(parts: ReleaseParts): () => void {
  let settledBytes: number | undefined;
  let idleChecks = 0;
  return () => {
    idleChecks = parts.utilization() < IDLE_UTILIZATION ? idleChecks + 1 : 0;
    const due = settledBytes === undefined ? IDLE_CHECKS_BEFORE_FIRST_RELEASE : IDLE_CHECKS_BEFORE_RELEASE;
    if (idleChecks < due - 1) return;
    const before = parts.residentBytes();
    if (settledBytes !== undefined && before < settledBytes + RELEASE_AFTER_GROWTH_BYTES) return;
    // V8 shrinks its young generation only at a collection that finds the allocation rate it has
    // recorded low, and the rate looks back over ten collections, or five seconds: a check before
    // the release leaves only quiet in it, so the release shrinks it after one more quiet second
    // (decision 047).
    if (idleChecks === due - 1) {
      parts.forgetBusyStretch();
      return;
    }
    parts.giveBack();
    parts.trim?.();
    settledBytes = parts.residentBytes();
    parts.onRelease?.(before, settledBytes);
  };
}
