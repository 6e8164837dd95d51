import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RetentionDays } from '../config.js';
import { fieldsOf, type PersonalDataSource } from '../db/personal-data-source.js';
import type { FileStore } from '../files/file-store.js';
import type { UploadedFile } from '../files/uploaded-file.entity.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` whole days before `now`: what arrived before it is past its time. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

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
 * Deletes the rows that `find` answers, a batch at a time, each with the uploaded file it owns (if
 * any): the rows in one transaction per batch, then the files' bytes. Answers how many rows it deleted.
 */
export async function deleteWithFiles<T extends object>(
  em: EntityManager,
  files: FileStore,
  find: (em: EntityManager, limit: number) => Promise<T[]>,
  fileOf: (row: T) => UploadedFile | null,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await em.transactional(async (tem) => {
      const found = await find(tem, BATCH);
      for (const row of found) {
        tem.remove(row);
        const file = fileOf(row);
        if (file) tem.remove(file);
      }
      return found;
    });
    // Bytes whose row is gone are never served; removing them after the commit keeps a failed batch's files.
    for (const file of rows.map(fileOf)) if (file) await files.remove(file);
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

/**
 * Blanks, in the rows of `source` that arrived more than `days` ago, every field that names a
 * person (as an erasure does, decision 033), and keeps the rest: for rows whose answers must keep
 * counting. Rows already blank are left alone, so the count is of rows anonymised this time.
 */
export function anonymisedAfter(source: PersonalDataSource, days: RetentionRule['days']): RetentionRule {
  const fields = source.people.flatMap(fieldsOf);
  const blank = Object.fromEntries(fields.map((field) => [field, '']));
  return {
    name: source.kind,
    days,
    sweep: (em, _files, now, kept) =>
      em.nativeUpdate(
        source.entity,
        { receivedAt: { $lt: daysBefore(now, kept) }, $or: fields.map((field) => ({ [field]: { $ne: '' } })) } as FilterQuery<object>,
        blank,
      ),
  };
}
