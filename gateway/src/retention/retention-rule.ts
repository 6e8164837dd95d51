import type { EntityManager } from '@mikro-orm/postgresql';
import type { RetentionDays } from '../config.js';
import type { FileStore } from '../files/file-store.js';
import type { UploadedFile } from '../files/uploaded-file.entity.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What one feature deletes once it is past its time; the daily retention job runs every feature's rules. */
export interface RetentionRule {
  /** Its count's name in the log line and the job's result, e.g. `enquiries`. */
  name: string;
  /** Its period, from the settings. */
  days(retention: RetentionDays): number;
  /** Deletes what is more than `days` old at `now`, files included; answers how many it removed. */
  sweep(em: EntityManager, files: FileStore, now: Date, days: number): Promise<number>;
}

const BATCH = 200;

/**
 * Deletes the rows that `find` answers, a batch at a time, each with the uploaded file it owns: the
 * rows in one transaction per batch, then the files' bytes. Answers how many rows it deleted.
 */
export async function deleteWithFiles<T extends object>(
  em: EntityManager,
  files: FileStore,
  find: (em: EntityManager, limit: number) => Promise<T[]>,
  fileOf: (row: T) => UploadedFile,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await em.transactional(async (tem) => {
      const found = await find(tem, BATCH);
      for (const row of found) tem.remove(row).remove(fileOf(row));
      return found;
    });
    // Bytes whose row is gone are never served; removing them after the commit keeps a failed batch's files.
    for (const row of rows) await files.remove(fileOf(row));
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}
