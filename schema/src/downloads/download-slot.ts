/** What a slot of the /downloads page holds: setups are ZIP archives, reports and manuals PDF files. */
export type DownloadFormat = 'zip' | 'pdf';

/** The media type the bytes of each format are sniffed as. */
export const DOWNLOAD_FORMAT_TYPES: Readonly<Record<DownloadFormat, string>> = {
  zip: 'application/zip',
  pdf: 'application/pdf',
};

/** Manuals a visitor can keep on the device as one set; setups belong to none. */
export type OfflineSet = 'feast-tutorials' | 'feast-verification' | 'feast-user-manual' | 'feast-installation';

/** One file the /downloads page links to. The team fills it with an upload; until then its link says it is not available. */
export interface DownloadSlot {
  /** Relative to `/files/downloads/`; the link never changes when the file is replaced. */
  readonly path: string;
  /** The name a download is saved under. */
  readonly fileName: string;
  readonly format: DownloadFormat;
  readonly label: string;
  readonly offlineSet?: OfflineSet;
  /** A numbered document's number as printed on it ('07'). */
  readonly number?: string;
}

/** Where every slot's file is served. */
export const DOWNLOADS_URL_PREFIX = '/files/downloads/';

/** The link of a slot's file. */
export function downloadHref(slot: DownloadSlot): string {
  return `${DOWNLOADS_URL_PREFIX}${slot.path}`;
}

/** Where an admin uploads slots' files. */
export const DOWNLOAD_UPLOAD_PREFIX = '/api/downloads/files/';

/**
 * Where an admin uploads a slot's file: PUT with the bytes as the body, or POST with a multipart body
 * whose one file field is `file`. The answer is the slot's new file (DownloadFile), or `{ error }`.
 */
export function downloadUploadUrl(slot: DownloadSlot): string {
  return `${DOWNLOAD_UPLOAD_PREFIX}${slot.path}`;
}

/** A slot whose file name is the last part of its path. */
export function downloadSlot(path: string, format: DownloadFormat, label: string, extra: Pick<DownloadSlot, 'offlineSet' | 'number'> = {}): DownloadSlot {
  return { path, fileName: path.slice(path.lastIndexOf('/') + 1), format, label, ...extra };
}
