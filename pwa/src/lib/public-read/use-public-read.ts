import { MESSAGE_CLEAR_MS } from '@site/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTimeout } from '../use-timeout';
import { keepCopy, readCopy } from './device-copy';
import type { PublicRead } from './public-read';

export type PublicReadState<Data> =
  | { status: 'loading' }
  | { status: 'loaded'; data: Data }
  /** The server could not be reached; this is the copy kept on this device, loaded at `savedAt`. */
  | { status: 'stale'; data: Data; savedAt: string }
  | { status: 'failed' };

export interface PublicReadView<Data> {
  state: PublicReadState<Data>;
  /** The data shown: loaded, or the copy on this device. */
  data: Data | undefined;
  /** A load is under way (the first, or a refresh). */
  refreshing: boolean;
  /** The last load failed less than MESSAGE_CLEAR_MS ago. */
  justFailed: boolean;
  refresh: () => Promise<void>;
}

/**
 * A public read, loaded after hydration (the prerendered page shows `loading`). A refresh keeps the
 * data shown until its answer arrives; a failed load shows the copy kept on this device (`stale`),
 * or `failed` when there is none.
 */
export function usePublicRead<Data>(read: PublicRead<Data>): PublicReadView<Data> {
  const [state, setState] = useState<PublicReadState<Data>>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState(true);
  const [justFailed, setJustFailed] = useState(false);
  const latest = useRef(0);
  useTimeout(justFailed, MESSAGE_CLEAR_MS, () => setJustFailed(false));

  const refresh = useCallback(async () => {
    const attempt = ++latest.current;
    setRefreshing(true);
    setJustFailed(false);
    setState((shown) => (shown.status === 'failed' ? { status: 'loading' } : shown));
    const answer = await read.load().then(
      (data) => ({ data }),
      () => null,
    );
    // A later refresh has started: its answer is the one to show.
    if (attempt !== latest.current) return;
    if (answer) {
      keepCopy(read, answer.data);
      setState({ status: 'loaded', data: answer.data });
    } else {
      const copy = readCopy(read);
      setState(copy ? { status: 'stale', ...copy } : { status: 'failed' });
    }
    setRefreshing(false);
    setJustFailed(!answer);
  }, [read]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { state, data: 'data' in state ? state.data : undefined, refreshing, justFailed, refresh };
}
