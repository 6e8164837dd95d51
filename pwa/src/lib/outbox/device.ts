/** The Background Sync tag the pages register and the service worker's 'sync' event answers. */
export const OUTBOX_SYNC_TAG = 'outbox';

// Background Sync is not in TypeScript's DOM library.
interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Asks for a Background Sync, where the browser has it, so the worker sends even with no tab open. */
export function requestBackgroundSync(): void {
  // Only pages ask: inside the worker's 'sync' event, rejecting is what schedules another attempt.
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration as SyncCapableRegistration | undefined)?.sync?.register(OUTBOX_SYNC_TAG))
    // Refused or unsupported: the 'online' event, the timer and the next start still flush.
    .catch(ignore);
}

// For promises nobody awaits: the operations stay stored and the next flush, event or read tries again.
export function ignore(): void {}
