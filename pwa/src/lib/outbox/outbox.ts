import { type ChannelMessage, hasJoined, joinChannel } from './cross-tab';
import { flush } from './delivery';
import { ignore } from './device';
import { recordDelivered, refreshSnapshot } from './snapshot';
import { listOperations } from './store';

export interface OutboxOptions {
  intervalMs?: number;
}

/** The `type` of a message the service worker posts to its pages to make them flush. */
export const OUTBOX_FLUSH_MESSAGE = 'outbox-flush';

/**
 * Starts sending saved operations in this page: now, when the browser comes back online, every
 * `intervalMs`, and when the service worker asks. Returns the function that stops it.
 */
export function startOutbox({ intervalMs = 30_000 }: OutboxOptions = {}): () => void {
  if (typeof window === 'undefined') return () => undefined;

  const flushSoon = (): void => {
    // Failures leave the operations stored; the next trigger tries again.
    void flush().catch(ignore);
  };
  const onWorkerMessage = (event: MessageEvent<unknown>): void => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OUTBOX_FLUSH_MESSAGE) {
      flushSoon();
    }
  };
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;

  window.addEventListener('online', flushSoon);
  worker?.addEventListener('message', onWorkerMessage);
  const timer = setInterval(flushSoon, intervalMs);
  const leaveChannel = joinChannel(hear);
  flushSoon();

  return () => {
    window.removeEventListener('online', flushSoon);
    worker?.removeEventListener('message', onWorkerMessage);
    clearInterval(timer);
    leaveChannel();
  };
}

/**
 * For the service worker's 'sync' event: `event.waitUntil(syncFromServiceWorker())`. Rejects while
 * operations are still pending, so that the browser schedules the sync again.
 */
export async function syncFromServiceWorker(): Promise<void> {
  const leaveChannel = hasJoined() ? undefined : joinChannel();
  try {
    await flush();
  } finally {
    leaveChannel?.();
  }
  const left = (await listOperations()).filter((op) => op.status === 'pending').length;
  if (left > 0) throw new Error(`${left} outbox operation(s) still waiting to be sent`);
}

/** Another tab or the worker changed the store, or sent a saved operation. */
function hear(message: ChannelMessage): void {
  if (message.type === 'delivered') recordDelivered(message.operation);
  void refreshSnapshot().catch(ignore);
}
