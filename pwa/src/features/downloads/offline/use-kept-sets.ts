import type { OfflineSet } from '@site/schema';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListedFile } from '../listed-file';
import { FileNotKeptError, type KeptSet, keepSet, readKeptSets, removeKeptSet, StorageFullError } from './kept-set-store';
import { OFFLINE_MESSAGES as M } from './offline-messages';
import { OFFLINE_SET_TITLES, totalBytes } from './offline-sets';

/** What is happening to a set now: being saved (bytes stored of the total), or why its last save failed. */
export type SetActivity = { kind: 'saving'; stored: number; total: number } | { kind: 'failed'; message: string };

export interface KeptSetsView {
  /** Whether this browser can keep files; null until the page has looked (never while prerendering). */
  supported: boolean | null;
  kept: ReadonlyMap<OfflineSet, KeptSet>;
  activity: Partial<Record<OfflineSet, SetActivity>>;
  /** Whether the browser promised not to clear what the site stores; null when unknown. */
  persisted: boolean | null;
  keep: (set: OfflineSet, files: readonly ListedFile[]) => Promise<void>;
  remove: (set: OfflineSet) => Promise<void>;
}

function failureMessage(set: OfflineSet, error: unknown): string {
  const title = OFFLINE_SET_TITLES[set];
  if (error instanceof StorageFullError) return M.storageFull(title, error.needed, error.available);
  if (error instanceof FileNotKeptError) return M.fileFailed(title, error.path.slice(error.path.lastIndexOf('/') + 1));
  return M.failed(title);
}

function without<Key, Value>(map: ReadonlyMap<Key, Value>, key: Key): Map<Key, Value> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** The sets of manuals kept on this device, and keeping or removing one. */
export function useKeptSets(): KeptSetsView {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [kept, setKept] = useState<ReadonlyMap<OfflineSet, KeptSet>>(new Map());
  const [activity, setActivity] = useState<Partial<Record<OfflineSet, SetActivity>>>({});
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const show = (set: OfflineSet, now: SetActivity | undefined) => setActivity((shown) => ({ ...shown, [set]: now }));

  useEffect(() => {
    const can = typeof caches !== 'undefined';
    setSupported(can);
    if (!can) return;
    void readKeptSets()
      .then((sets) => setKept(new Map(sets.map((record) => [record.set, record]))))
      .catch(() => undefined);
    void navigator.storage
      ?.persisted?.()
      .then(setPersisted)
      .catch(() => undefined);
  }, []);

  const keep = useCallback(async (set: OfflineSet, files: readonly ListedFile[]) => {
    const total = totalBytes(files);
    show(set, { kind: 'saving', stored: 0, total });
    // The page is shown again at each whole per cent, not at every chunk of every file.
    let shownPercent = 0;
    const progress = (stored: number) => {
      const percent = Math.floor((stored / Math.max(total, 1)) * 100);
      if (percent === shownPercent) return;
      shownPercent = percent;
      show(set, { kind: 'saving', stored, total });
    };
    try {
      const record = await keepSet(
        set,
        files.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
        progress,
      );
      setKept((shown) => new Map(shown).set(set, record));
      show(set, undefined);
      // Asked once something is kept: a browser grants it more readily then, and it keeps the sets from being cleared under pressure.
      setPersisted((await navigator.storage?.persist?.().catch(() => false)) ?? null);
    } catch (error) {
      setKept((shown) => without(shown, set));
      show(set, { kind: 'failed', message: failureMessage(set, error) });
    }
  }, []);

  const remove = useCallback(async (set: OfflineSet) => {
    await removeKeptSet(set);
    setKept((shown) => without(shown, set));
    show(set, undefined);
  }, []);

  return useMemo(() => ({ supported, kept, activity, persisted, keep, remove }), [supported, kept, activity, persisted, keep, remove]);
}
