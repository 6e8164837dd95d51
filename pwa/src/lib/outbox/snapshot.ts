import { ignore } from './device';
import { inFlight } from './in-flight';
import type { QueuedOperation } from './operation';
import { listOperations } from './store';

export interface DeliveredOperation {
  id: string;
  kind: string;
  label: string;
}

export interface OutboxSnapshot {
  /** Saved operations still to be sent. */
  pending: number;
  /** Saved operations the server refused, oldest first; they stay until dismissed. */
  rejected: QueuedOperation[];
  /** The last saved operation that was sent later, for "Your saved enquiry was sent". */
  lastDelivered?: DeliveredOperation;
}

const EMPTY_SNAPSHOT: OutboxSnapshot = { pending: 0, rejected: [] };

let snapshot = EMPTY_SNAPSHOT;
let lastDelivered: DeliveredOperation | undefined;
let snapshotReads = 0;
const listeners = new Set<() => void>();

/** For useSyncExternalStore. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The first screen that looks gets what is stored, even before startOutbox has read it.
  if (listeners.size === 1) void refreshSnapshot().catch(ignore);
  return () => {
    listeners.delete(listener);
  };
}

/** For useSyncExternalStore: the same object until something changes. */
export function getSnapshot(): OutboxSnapshot {
  return snapshot;
}

/** Notes that a saved operation was sent later, here or (told through the channel) elsewhere. */
export function recordDelivered(operation: DeliveredOperation): void {
  lastDelivered = operation;
}

/** Reads the store again and tells the listeners. */
export async function refreshSnapshot(): Promise<void> {
  const read = ++snapshotReads;
  const operations = await listOperations();
  if (read !== snapshotReads) return; // a later read holds newer state
  snapshot = {
    pending: operations.filter((op) => op.status === 'pending' && !inFlight.has(op.id)).length,
    rejected: operations.filter((op) => op.status === 'rejected'),
    ...(lastDelivered ? { lastDelivered } : {}),
  };
  for (const listener of listeners) listener();
}
