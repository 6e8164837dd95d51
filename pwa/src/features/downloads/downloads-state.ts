import { createContext, useContext } from 'react';
import type { ListedFile } from './listed-file';
import type { KeptSetsView } from './offline/use-kept-sets';

/** What the page knows beyond its static content: the server's listing and the sets kept on this device. */
export interface DownloadsState {
  /** The files the server offers, by link; empty until the listing arrives. */
  filesByHref: ReadonlyMap<string, ListedFile>;
  /** The listing, from the server or the copy kept on this device; undefined while loading or when neither is there. */
  listing: readonly ListedFile[] | undefined;
  /** The listing could be read neither from the server nor from this device. */
  listingFailed: boolean;
  kept: KeptSetsView;
}

export const DownloadsStateContext = createContext<DownloadsState | null>(null);

export function useDownloadsState(): DownloadsState | null {
  return useContext(DownloadsStateContext);
}
