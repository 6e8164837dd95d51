import type { EventData } from '@site/schema';
import { useCallback, useEffect, useState } from 'react';
import { cacheEvents, readCachedEvents } from './events-cache';
import { fetchEvents } from './fetch-events';

export const EVENTS_FAILED_MESSAGE = 'Failed to fetch events';

export type ServerEventsState =
  | { status: 'loading' }
  | { status: 'loaded'; events: EventData[] }
  /** The server could not be reached; these are the events last loaded on this device. */
  | { status: 'cached'; events: EventData[]; savedAt: string }
  | { status: 'failed' };

/** The events from the server, loaded after hydration, falling back to the copy kept on this device. */
export function useServerEvents() {
  const [state, setState] = useState<ServerEventsState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const events = await fetchEvents();
      cacheEvents(events);
      setState({ status: 'loaded', events });
    } catch {
      const cached = readCachedEvents();
      setState(cached ? { status: 'cached', ...cached } : { status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: load };
}
