import type { EventData } from '@site/schema';
import { isEventList } from './fetch-events';

const STORAGE_KEY = 'events.serverEvents';

export interface CachedEvents {
  events: EventData[];
  /** When they were loaded, as an ISO timestamp. */
  savedAt: string;
}

/** The events last loaded on this device, to show when the server cannot be reached. */
export function readCachedEvents(): CachedEvents | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<CachedEvents> | null;
    if (!parsed || typeof parsed.savedAt !== 'string' || !isEventList(parsed.events)) return null;
    return { events: parsed.events, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function cacheEvents(events: EventData[], now: Date = new Date()): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ events, savedAt: now.toISOString() }));
  } catch {
    // Storage full or disabled: the pages work without the offline copy.
  }
}
