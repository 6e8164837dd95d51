import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStore } from '../../files/file-store.js';
import { storedFileOf } from './download-file-version.entity.js';

/** How long a replaced or removed file stays readable: a download that started on it has a day to finish. */
export const RETIRED_KEPT_MS = 24 * 60 * 60 * 1000;

// Replaced or removed a day ago, or received so long ago that the upload died (a gateway stopped mid-way).
const DUE = `select id, stored_name from download_file_versions
  where retired_at < ? or (uploaded_at is null and started_at < ?)`;
const DELETE_VERSION = 'delete from download_file_versions where id = ?';

/**
 * Deletes the versions no download can still be reading, bytes first and row last: a gateway that
 * stops half-way leaves a row whose next purge finishes the job. Gateways purging at once remove
 * the same files, which is harmless. Run after every change to a slot.
 */
export async function purgeDownloadVersions(em: EntityManager, files: FileStore, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - RETIRED_KEPT_MS);
  const due = await em.execute<{ id: string; stored_name: string }[]>(DUE, [before, before]);
  for (const row of due) {
    await files.remove(storedFileOf({ storedName: row.stored_name }));
    await em.execute(DELETE_VERSION, [row.id]);
  }
}
