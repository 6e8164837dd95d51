import { announce, withOutboxLock } from './cross-tab';
import { ignore, isOnline, requestBackgroundSync } from './device';
import { inFlight } from './in-flight';
import { sendOperation } from './send';
import { recordDelivered, refreshSnapshot } from './snapshot';
import { deleteOperation, getOperation, listOperationIds, updateOperation } from './store';

// When the server asked this device to wait (429 or 503 with Retry-After): nothing is sent before then,
// and a flush is due then.
let pausedUntil = 0;
let resumeTimer: ReturnType<typeof setTimeout> | undefined;

let running: Promise<void> = Promise.resolve();
let waiting: Promise<void> | undefined;

/**
 * Sends every pending operation, one at a time, oldest first. Never overlaps another flush of this
 * tab, nor (where Web Locks exist) of another tab or the service worker.
 */
export function flush(): Promise<void> {
  // A run that has not started yet will see everything stored now, so later callers share it.
  if (waiting) return waiting;
  const run = running.then(() => {
    waiting = undefined;
    return withOutboxLock(flushStored);
  });
  waiting = run;
  running = run.catch(() => undefined);
  return run;
}

/** Whether the server has asked this device to wait before sending anything more. */
export function isPaused(): boolean {
  return Date.now() < pausedUntil;
}

/** Holds every sending back for `ms` (the server's Retry-After), then flushes. */
export function pauseFor(ms: number): void {
  pausedUntil = Math.max(pausedUntil, Date.now() + ms);
  clearTimeout(resumeTimer);
  resumeTimer = setTimeout(
    () => {
      resumeTimer = undefined;
      void flush().catch(ignore);
      // A little after the time, not before it: some timers fire a few milliseconds early.
    },
    pausedUntil - Date.now() + 20,
  );
}

async function flushStored(): Promise<void> {
  let retried = false;
  for (const id of await listOperationIds()) {
    if (!isOnline() || isPaused()) break;
    if (inFlight.has(id)) continue;
    // Read again just before sending: without Web Locks another tab may have sent it meanwhile.
    const operation = await getOperation(id);
    if (operation?.status !== 'pending') continue;

    const result = await sendOperation(operation);
    if (result.kind === 'delivered') {
      await deleteOperation(id);
      const delivered = { id, kind: operation.kind, label: operation.label };
      recordDelivered(delivered);
      announce({ type: 'delivered', operation: delivered });
    } else if (result.kind === 'rejected') {
      await updateOperation(id, (current) => ({
        attempts: current.attempts + 1,
        status: 'rejected',
        error: result.error,
      }));
    } else {
      await updateOperation(id, (current) => ({ attempts: current.attempts + 1 }));
      retried = true;
      // A limit for this address holds for every later operation too: sending them now would only be
      // refused, or accepted ahead of this one.
      if (result.retryAfterMs !== undefined) pauseFor(result.retryAfterMs);
    }
    announce({ type: 'changed' });
    await refreshSnapshot();
  }
  if (retried) requestBackgroundSync();
  await refreshSnapshot();
}
