import { MB } from '../constants.js';
import type { DownloadFormat } from './download-slot.js';

const GB = 1024 * MB;

/** The largest file a slot takes: 1 GiB. */
export const DOWNLOAD_MAX_BYTES = 1 * GB;

/** Said when the bytes are not of the slot's format; the file already there stays. */
export const DOWNLOAD_WRONG_TYPE_MESSAGES: Readonly<Record<DownloadFormat, string>> = {
  zip: 'This download must be a ZIP file.',
  pdf: 'This download must be a PDF file.',
};

export const DOWNLOAD_TOO_LARGE_MESSAGE = `A download must be ${DOWNLOAD_MAX_BYTES / GB} GB or smaller.`;

export const DOWNLOAD_UNKNOWN_SLOT_MESSAGE = 'The downloads page has no file at this link.';

export const DOWNLOAD_NO_FILE_MESSAGE = 'Choose a file to upload.';
