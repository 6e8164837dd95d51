import type { PublicRead } from './public-read';

/** A read's data as last loaded on this device, and when (an ISO timestamp). */
export interface DeviceCopy<Data> {
  data: Data;
  savedAt: string;
}

interface StoredCopy {
  source: string;
  savedAt: string;
  data: unknown;
}

/** The copy the last load kept, if the same request made it: another version of the request may answer another shape. */
export function readCopy<Data>({ key, source }: PublicRead<Data>): DeviceCopy<Data> | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<StoredCopy> | null;
    if (stored?.source !== source || typeof stored.savedAt !== 'string' || stored.data === undefined) return null;
    return { data: stored.data as Data, savedAt: stored.savedAt };
  } catch {
    return null;
  }
}

export function keepCopy<Data>({ key, source }: PublicRead<Data>, data: Data, now: Date = new Date()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ source, savedAt: now.toISOString(), data } satisfies StoredCopy));
  } catch {
    // Storage full or disabled: the page works without the offline copy.
  }
}
