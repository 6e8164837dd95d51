import { useMemo, useRef } from 'react';

export interface Drafts<K, V> {
  get: (key: K) => V | undefined;
  /** A stable function that keeps the draft of `key`, or forgets it when given undefined. */
  keeper: (key: K) => (draft: V | undefined) => void;
}

/**
 * What the visitor typed into forms that live in modals, by form, for as long as the page is open:
 * a modal closed by mistake (Escape, a click beside it) opens again with the text still there.
 */
export function useDrafts<K, V>(): Drafts<K, V> {
  const drafts = useRef(new Map<K, V>());
  const keepers = useRef(new Map<K, (draft: V | undefined) => void>());
  return useMemo(
    () => ({
      get: (key) => drafts.current.get(key),
      keeper(key) {
        let keep = keepers.current.get(key);
        if (!keep) {
          keep = (draft) => {
            if (draft === undefined) drafts.current.delete(key);
            else drafts.current.set(key, draft);
          };
          keepers.current.set(key, keep);
        }
        return keep;
      },
    }),
    [],
  );
}
