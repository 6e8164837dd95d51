import { useCallback, useEffect, useState } from 'react';
import { fetchTrainingSessions } from './fetch-training-sessions';
import type { TrainingSession } from './training-session';
import { cacheTrainingSessions, readCachedTrainingSessions } from './training-sessions-cache';

export type TrainingSessionsState =
  | { status: 'loading' }
  | { status: 'loaded'; sessions: TrainingSession[] }
  /** The server could not be reached; these are the sessions last loaded on this device. */
  | { status: 'cached'; sessions: TrainingSession[]; savedAt: string }
  | { status: 'failed' };

/** The sessions from the server, loaded after hydration (the prerendered page shows the loading state). */
export function useTrainingSessions() {
  const [state, setState] = useState<TrainingSessionsState>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const sessions = await fetchTrainingSessions();
      cacheTrainingSessions(sessions);
      setState({ status: 'loaded', sessions });
    } catch {
      const cached = readCachedTrainingSessions();
      setState(cached ? { status: 'cached', ...cached } : { status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: load };
}
