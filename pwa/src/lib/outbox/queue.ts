import { announce } from './cross-tab';
import { isPaused, pauseFor } from './delivery';
import { ignore, isOnline, requestBackgroundSync } from './device';
import type { FormOutcome } from './form-outcome';
import { inFlight } from './in-flight';
import type { QueuedOperation } from './operation';
import { sendOperation } from './send';
import { refreshSnapshot } from './snapshot';
import { deleteOperation, putOperation, updateOperation } from './store';

/**
 * The one way a public form submits. Stores the operation first, so closing the tab loses nothing,
 * then sends it at once when online. Answers sent, queued or rejected; rejects only when it could be
 * neither stored nor sent (submitForm answers that as 'failed').
 */
export async function submit(operation: QueuedOperation): Promise<FormOutcome> {
  inFlight.add(operation.id);
  let result: FormOutcome;
  try {
    result = await storeAndSend(operation);
  } finally {
    inFlight.delete(operation.id);
  }
  if (result.status === 'queued') {
    requestBackgroundSync();
    announce({ type: 'changed' });
    // It is saved either way; a failed read only delays the count.
    await refreshSnapshot().catch(ignore);
  }
  return result;
}

/** Forgets a rejected operation once the visitor has seen it. */
export async function dismiss(id: string): Promise<void> {
  await deleteOperation(id);
  announce({ type: 'changed' });
  await refreshSnapshot();
}

async function storeAndSend(operation: QueuedOperation): Promise<FormOutcome> {
  let stored = true;
  try {
    await putOperation(operation);
  } catch (error) {
    // Storage can fail (quota, private modes): an online visitor can still send directly.
    if (!isOnline()) throw error;
    stored = false;
  }
  if (!isOnline() || (stored && isPaused())) return { status: 'queued' };

  const result = await sendOperation(operation);
  if (result.kind === 'retry') {
    if (!stored) throw new Error(`Could not send, and could not save for later (${result.reason})`);
    await updateOperation(operation.id, (current) => ({ attempts: current.attempts + 1 }));
    if (result.retryAfterMs !== undefined) pauseFor(result.retryAfterMs);
    return { status: 'queued' };
  }
  // Should removing it fail, a later flush replays it and the server answers with this same result.
  if (stored) await deleteOperation(operation.id).catch(ignore);
  return result.kind === 'delivered' ? { status: 'sent', data: result.data } : { status: 'rejected', error: result.error };
}
