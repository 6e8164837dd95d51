import type { FormOutcome } from './form-outcome';
import type { QueuedOperation } from './operation';
import { sendOperation } from './send';
import {
  deleteOperation,
  getOperation,
  listOperationIds,
  listOperations,
  putOperation,
  updateOperation,
} from './store';

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

export interface OutboxOptions {
  intervalMs?: number;
}

/** The Background Sync tag the pages register and the service worker's 'sync' event answers. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** The `type` of a message the service worker posts to its pages to make them flush. */
export const OUTBOX_FLUSH_MESSAGE = 'outbox-flush';

// Shared by every tab and the service worker.
const LOCK_NAME = 'outbox';
const CHANNEL_NAME = 'outbox';

type ChannelMessage = { type: 'changed' } | { type: 'delivered'; operation: DeliveredOperation };

// Background Sync is not in TypeScript's DOM library.
interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

const EMPTY_SNAPSHOT: OutboxSnapshot = { pending: 0, rejected: [] };

let snapshot = EMPTY_SNAPSHOT;
let lastDelivered: DeliveredOperation | undefined;
let snapshotReads = 0;
const listeners = new Set<() => void>();
const deliveredListeners = new Set<(operation: DeliveredOperation) => void>();
// Operations this tab is sending from submit(): flush leaves them alone and the count leaves them out.
const submitting = new Set<string>();
let channel: BroadcastChannel | undefined;
// When the server asked this device to wait (429 or 503 with Retry-After): nothing is sent before then,
// and a flush is due then.
let pausedUntil = 0;
let resumeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The one way a public form submits. Stores the operation first, so closing the tab loses nothing,
 * then sends it at once when online. Answers sent, queued or rejected; rejects only when it could be
 * neither stored nor sent (submitForm answers that as 'failed').
 */
export async function submit(operation: QueuedOperation): Promise<FormOutcome> {
  submitting.add(operation.id);
  let result: FormOutcome;
  try {
    result = await storeAndSend(operation);
  } finally {
    submitting.delete(operation.id);
  }
  if (result.status === 'queued') {
    requestBackgroundSync();
    announce({ type: 'changed' });
    // It is saved either way; a failed read only delays the count.
    await refreshSnapshot().catch(ignore);
  }
  return result;
}

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

/** Forgets a rejected operation once the visitor has seen it. */
export async function dismiss(id: string): Promise<void> {
  await deleteOperation(id);
  announce({ type: 'changed' });
  await refreshSnapshot();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The first screen that looks gets what is stored, even before startOutbox has read it.
  if (listeners.size === 1) void refreshSnapshot().catch(ignore);
  return () => {
    listeners.delete(listener);
  };
}

export function getSnapshot(): OutboxSnapshot {
  return snapshot;
}

/** Calls `listener` each time a saved operation is sent later, in this tab, another or the worker. */
export function onDelivered(listener: (operation: DeliveredOperation) => void): () => void {
  deliveredListeners.add(listener);
  return () => {
    deliveredListeners.delete(listener);
  };
}

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
  const ownChannel = openChannel();
  if (ownChannel) ownChannel.onmessage = (event: MessageEvent<ChannelMessage>) => hear(event.data);
  channel = ownChannel;
  flushSoon();

  return () => {
    window.removeEventListener('online', flushSoon);
    worker?.removeEventListener('message', onWorkerMessage);
    clearInterval(timer);
    ownChannel?.close();
    if (channel === ownChannel) channel = undefined;
  };
}

/**
 * For the service worker's 'sync' event: `event.waitUntil(syncFromServiceWorker())`. Rejects while
 * operations are still pending, so that the browser schedules the sync again.
 */
export async function syncFromServiceWorker(): Promise<void> {
  const ownChannel = channel ? undefined : openChannel();
  channel ??= ownChannel;
  try {
    await flush();
  } finally {
    if (ownChannel) {
      ownChannel.close();
      if (channel === ownChannel) channel = undefined;
    }
  }
  const left = (await listOperations()).filter((op) => op.status === 'pending').length;
  if (left > 0) throw new Error(`${left} outbox operation(s) still waiting to be sent`);
}

async function flushStored(): Promise<void> {
  let retried = false;
  for (const id of await listOperationIds()) {
    if (!isOnline() || isPaused()) break;
    if (submitting.has(id)) continue;
    // Read again just before sending: without Web Locks another tab may have sent it meanwhile.
    const operation = await getOperation(id);
    if (operation?.status !== 'pending') continue;

    const result = await sendOperation(operation);
    if (result.kind === 'delivered') {
      await deleteOperation(id);
      delivered({ id, kind: operation.kind, label: operation.label });
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
  return result.kind === 'delivered'
    ? { status: 'sent', data: result.data }
    : { status: 'rejected', error: result.error };
}

function isPaused(): boolean {
  return Date.now() < pausedUntil;
}

function pauseFor(ms: number): void {
  pausedUntil = Math.max(pausedUntil, Date.now() + ms);
  clearTimeout(resumeTimer);
  resumeTimer = setTimeout(() => {
    resumeTimer = undefined;
    void flush().catch(ignore);
    // A little after the time, not before it: some timers fire a few milliseconds early.
  }, pausedUntil - Date.now() + 20);
}

function delivered(operation: DeliveredOperation): void {
  lastDelivered = operation;
  announce({ type: 'delivered', operation });
  for (const listener of deliveredListeners) listener(operation);
}

function hear(message: ChannelMessage): void {
  if (message.type === 'delivered') {
    lastDelivered = message.operation;
    for (const listener of deliveredListeners) listener(message.operation);
  }
  void refreshSnapshot().catch(ignore);
}

async function refreshSnapshot(): Promise<void> {
  const read = ++snapshotReads;
  const operations = await listOperations();
  if (read !== snapshotReads) return; // a later read holds newer state
  snapshot = {
    pending: operations.filter((op) => op.status === 'pending' && !submitting.has(op.id)).length,
    rejected: operations.filter((op) => op.status === 'rejected'),
    ...(lastDelivered ? { lastDelivered } : {}),
  };
  for (const listener of listeners) listener();
}

async function withOutboxLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks ?? undefined);
  if (locks) await locks.request(LOCK_NAME, task);
  else await task();
}

/** Asks for a Background Sync, where the browser has it, so the worker sends even with no tab open. */
function requestBackgroundSync(): void {
  // Only pages ask: inside the worker's 'sync' event, rejecting is what schedules another attempt.
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration as SyncCapableRegistration | undefined)?.sync?.register(OUTBOX_SYNC_TAG))
    // Refused or unsupported: the 'online' event, the timer and the next start still flush.
    .catch(ignore);
}

function announce(message: ChannelMessage): void {
  channel?.postMessage(message);
}

function openChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

// For promises nobody awaits: the operations stay stored and the next flush, event or read tries again.
function ignore(): void {}
