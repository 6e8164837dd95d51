import { DOWNLOAD_SLOTS_QUERY, type DownloadSlotsQuery, REMOVE_DOWNLOAD_FILE_MUTATION } from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type AdminDownloadSlot = DownloadSlotsQuery['downloadSlots'][number];
export type AdminDownloadFile = NonNullable<AdminDownloadSlot['file']>;

export const DOWNLOAD_SLOTS = apolloDocument(DOWNLOAD_SLOTS_QUERY);
export const REMOVE_DOWNLOAD_FILE = apolloDocument(REMOVE_DOWNLOAD_FILE_MUTATION);
