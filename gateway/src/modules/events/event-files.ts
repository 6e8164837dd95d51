import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileRule } from '@site/schema';
import type { FileUpload } from 'graphql-upload-minimal';
import type { FileStore } from '../../files/file-store.js';
import { type ReceivedFile, receiveUpload } from '../../files/receive-upload.js';
import { UploadedFile } from '../../files/uploaded-file.entity.js';
import type { EventFileRef } from './event.entity.js';
import type { EventFile } from './event.types.js';

export function fileOf(ref: EventFileRef): EventFile {
  return { url: `/files/public/${ref.id}`, name: ref.name };
}

/** Reads every upload of a list field; one bad file refuses the whole request with the rule's message. */
export async function receiveUploads(uploads: readonly Promise<FileUpload>[] | null | undefined, field: string, rule: FileRule): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  for (const upload of uploads ?? []) {
    const file = await receiveUpload(upload, field, rule);
    if (file) received.push(file);
  }
  return received;
}

export function refOf(row: UploadedFile): EventFileRef {
  return { id: row.id, name: row.name };
}

/**
 * Writes accepted files as public files and persists their rows with the event. The caller flushes,
 * and deletes the returned rows' files from disk when that flush fails, so no file stays without a row.
 */
export async function savePublicFiles(em: EntityManager, files: FileStore, received: readonly ReceivedFile[]): Promise<UploadedFile[]> {
  const rows: UploadedFile[] = [];
  for (const file of received) {
    const row = await files.save(file, 'public');
    em.persist(row);
    rows.push(row);
  }
  return rows;
}

/** Marks the rows of files an event no longer uses for removal; returns them, to delete from disk after the flush. */
export async function dropFileRows(em: EntityManager, refs: readonly EventFileRef[]): Promise<UploadedFile[]> {
  if (refs.length === 0) return [];
  const rows = await em.find(UploadedFile, { id: { $in: refs.map((ref) => ref.id) } });
  for (const row of rows) em.remove(row);
  return rows;
}

export async function deleteFromDisk(files: FileStore, rows: readonly UploadedFile[]): Promise<void> {
  await Promise.all(rows.map((row) => files.remove(row)));
}
