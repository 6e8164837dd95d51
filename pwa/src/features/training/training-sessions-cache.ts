import { isTrainingSession, type TrainingSession } from './training-session';

const STORAGE_KEY = 'training.sessions';

export interface CachedTrainingSessions {
  sessions: TrainingSession[];
  /** When they were loaded, as an ISO timestamp. */
  savedAt: string;
}

/** The sessions last loaded on this device, to show when the server cannot be reached. */
export function readCachedTrainingSessions(): CachedTrainingSessions | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<CachedTrainingSessions> | null;
    if (!parsed || typeof parsed.savedAt !== 'string' || !Array.isArray(parsed.sessions) || !parsed.sessions.every(isTrainingSession)) return null;
    return { sessions: parsed.sessions, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function cacheTrainingSessions(sessions: TrainingSession[], now: Date = new Date()): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ sessions, savedAt: now.toISOString() }));
  } catch {
    // Storage full or disabled: the calendar works without the offline copy.
  }
}
