import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  DOWNLOAD_SLOTS_QUERY,
  REMOVE_DOWNLOAD_FILE_MUTATION,
  type DownloadSlotsQuery,
  type RemoveDownloadFileMutation,
  type RemoveDownloadFileMutationVariables,
} from '@site/schema';

export type AdminDownloadSlot = DownloadSlotsQuery['downloadSlots'][number];
export type AdminDownloadFile = NonNullable<AdminDownloadSlot['file']>;

export const DOWNLOAD_SLOTS: TypedDocumentNode<DownloadSlotsQuery, Record<string, never>> = gql(DOWNLOAD_SLOTS_QUERY);
export const REMOVE_DOWNLOAD_FILE: TypedDocumentNode<RemoveDownloadFileMutation, RemoveDownloadFileMutationVariables> = gql(REMOVE_DOWNLOAD_FILE_MUTATION);
