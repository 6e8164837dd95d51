import { useMemo, useSyncExternalStore } from 'react';
import { dismiss } from './queue';
import { getSnapshot, type OutboxSnapshot, subscribe } from './snapshot';

export type OutboxState = OutboxSnapshot & { dismiss: (id: string) => Promise<void> };

// Prerendered HTML knows nothing of this device's outbox; the client fills it in after hydration.
const SERVER_SNAPSHOT: OutboxSnapshot = { pending: 0, rejected: [] };

function getServerSnapshot(): OutboxSnapshot {
  return SERVER_SNAPSHOT;
}

/** What waits in the outbox on this device, kept current, with `dismiss` for refused operations. */
export function useOutbox(): OutboxState {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useMemo(() => ({ ...snapshot, dismiss }), [snapshot]);
}
