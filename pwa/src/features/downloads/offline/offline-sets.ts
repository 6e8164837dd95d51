import { DOWNLOAD_SLOTS, type DownloadSlot, findDownloadSlot, type OfflineSet } from '@site/schema';
import type { ListedFile } from '../listed-file';

/** What the page calls each set a visitor can keep; a set added to the catalogue needs its name here. */
export const OFFLINE_SET_TITLES: Readonly<Record<OfflineSet, string>> = {
  'feast-tutorials': 'Tutorials',
  'feast-verification': 'Verification Manual',
  'feast-user-manual': 'User Manual',
  'feast-installation': 'Installation guide',
};

/** Every slot of a set, whether it has a file or not. */
export function slotsOf(set: OfflineSet): DownloadSlot[] {
  return DOWNLOAD_SLOTS.filter((slot) => slot.offlineSet === set);
}

/** The files of a set that the server offers now: what keeping the set stores. */
export function filesOf(set: OfflineSet, listing: readonly ListedFile[]): ListedFile[] {
  return listing.filter((file) => findDownloadSlot(file.path)?.offlineSet === set);
}

export function totalBytes(files: readonly { size: number }[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}
