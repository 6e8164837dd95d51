import { MB } from '@site/schema';

/**
 * How often the gateway looks whether it is idle: each half second, so that the last tenth of a
 * second of a start's work (its first jobs) holds the first release off half a second, not a whole one.
 */
export const IDLE_CHECK_MS = 500;
/** The share of the last check's half second the event loop may have been busy and still count as idle; health checks and metric scrapes stay far below it. */
export const IDLE_UTILIZATION = 0.05;
/**
 * How long the gateway must have been idle before a release: a pause in the traffic, not the gaps
 * between the requests of a steady load, each of which would cost a collection.
 */
export const IDLE_MS_BEFORE_RELEASE = 10_000;
/**
 * Before the first release, after start, there is no load yet to mistake a pause for: a second and
 * a half of quiet lets it hand back what starting left before the gateway is put to work.
 */
export const IDLE_MS_BEFORE_FIRST_RELEASE = 1_500;
/**
 * The quiet between `forgetBusyStretch` and the release it prepares: V8 shrinks its young
 * generation only at a collection whose estimate of the allocation rate holds a quiet second
 * (decision 047).
 */
export const IDLE_MS_AFTER_FORGETTING = 1_000;
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
 * One check, made every IDLE_CHECK_MS: once the gateway has been idle for ten seconds in a row and
 * its resident set has grown since the last release, collect, giving the heap's free pages back, and
 * trim. The first second and a half of quiet after start releases what starting left (migrations,
 * schema building), unless a load comes first (decision 075); later ten quiet seconds what a load
 * left: the young generation V8 grew for it (33 MB committed, 1 MB used), buffers nothing holds, the
 * pages V8 12 and later keep pooled (decision 051), and the free pages glibc keeps, of which it
 * returns only those at the top of its heap (decision 042).
 */
export function idleReleaseCheck(parts: ReleaseParts): () => void {
  let settledBytes: number | undefined;
  let firstDue = IDLE_MS_BEFORE_FIRST_RELEASE;
  let idleMs = 0;
  return () => {
    const due = settledBytes === undefined ? firstDue : IDLE_MS_BEFORE_RELEASE;
    const forgetAt = due - IDLE_MS_AFTER_FORGETTING;
    if (parts.utilization() >= IDLE_UTILIZATION) {
      // Busy again between forgetting and the first release: a load began before the start's quiet
      // second and a half, and its pauses are not that quiet. Taken for it, each half second of
      // pause cost a full collection, 35 to 65 ms of a thread with requests waiting (decision 075).
      if (settledBytes === undefined && idleMs >= forgetAt) firstDue = IDLE_MS_BEFORE_RELEASE;
      idleMs = 0;
      return;
    }
    idleMs += IDLE_CHECK_MS;
    if (idleMs < forgetAt) return;
    const before = parts.residentBytes();
    if (settledBytes !== undefined && before < settledBytes + RELEASE_AFTER_GROWTH_BYTES) return;
    // V8 shrinks its young generation only at a collection that finds the allocation rate it has
    // recorded low, and the rate looks back over ten collections, or five seconds: forgetting the
    // busy stretch before the release leaves only quiet in it, so the release shrinks it a quiet
    // second later (decision 047).
    if (idleMs - IDLE_CHECK_MS < forgetAt) return parts.forgetBusyStretch();
    if (idleMs < due) return;
    parts.giveBack();
    parts.trim?.();
    settledBytes = parts.residentBytes();
    parts.onRelease?.(before, settledBytes);
  };
}
