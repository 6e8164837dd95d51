import { DOWNLOAD_FILES_QUERY } from '@site/schema';
import { publicQuery } from '../../lib/public-read/public-query';

/** Which files the server offers now, with their sizes and SHA-256; the copy on this device shows them offline. */
export const downloadFilesRead = publicQuery({ key: 'downloads.files', query: DOWNLOAD_FILES_QUERY, pick: (result) => result.downloadFiles });
