import type { DeliveredOperation } from './snapshot';

// Shared by every tab and the service worker.
const LOCK_NAME = 'outbox';
const CHANNEL_NAME = 'outbox';

/** What one tab (or the service worker) tells the others: the store changed, or a saved operation was sent. */
export type ChannelMessage = { type: 'changed' } | { type: 'delivered'; operation: DeliveredOperation };

let channel: BroadcastChannel | undefined;

/** Tells the other tabs and the worker, when this context has joined the channel. */
export function announce(message: ChannelMessage): void {
  channel?.postMessage(message);
}

export function hasJoined(): boolean {
  return channel !== undefined;
}

/**
 * Joins the channel the tabs and the worker share, hearing them with `hear` if given. Returns the
 * function that leaves it. Where BroadcastChannel is missing, nothing is told or heard.
 */
export function joinChannel(hear?: (message: ChannelMessage) => void): () => void {
  const own = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
  if (!own) return () => undefined;
  if (hear) own.onmessage = (event: MessageEvent<ChannelMessage>) => hear(event.data);
  channel = own;
  return () => {
    own.close();
    if (channel === own) channel = undefined;
  };
}

/** Runs `task` while no other tab or worker holds the outbox, where Web Locks exist; at once elsewhere. */
export async function withOutboxLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks ?? undefined);
  if (locks) await locks.request(LOCK_NAME, task);
  else await task();
}
