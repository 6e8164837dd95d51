import { formatFileSize } from '../../../lib/file-size';

/** What the "Keep for offline" panel says when a set cannot be kept. */
export const OFFLINE_MESSAGES = {
  storageFull: (title: string, needed: number, available: number | null) =>
    `${title} could not be saved: this device has no room for ${formatFileSize(needed)}${available === null ? '' : ` (${formatFileSize(Math.max(0, available))} free)`}. Free some space or remove another saved set, then try again.`,
  fileFailed: (title: string, fileName: string) => `${title} could not be saved: ${fileName} did not download. Check your connection and try again.`,
  failed: (title: string) => `${title} could not be saved. Please try again.`,
  unsupported: 'This browser cannot save files for offline use.',
  noListing: 'The list of files could not be loaded, so nothing can be saved yet.',
  mayBeCleared: 'Your browser may clear saved sets when the device runs short of space.',
} as const;
