import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backedUpSiteHooks, emptyTarget, expectMovedWhole, expectNewerSiteRefused, migrationNames, oneEntryBackup } from '../test/site-contents.js';
import { putDownload } from '../test/download-client.js';
import { zipBytes } from '../test/file-fixtures.js';
import { startTestServer } from '../test/test-server.js';
import { POSTGRES_DATABASE_ENTRY } from './postgres-backup.js';
import { restoreOrder } from './postgres-into-embedded.js';
import { restoreSite } from './site-backup.js';

const pgServer = process.env.DATABASE_URL;
const LARGE_DOWNLOAD = 'feast/feast-2022-setup.zip';
// A site, pg_dump, pg_restore and the new embedded database: seconds on a quiet machine, more on a busy one.
const SLOW = 90_000;

describe("pg_restore's list for a restore into the embedded database", () => {
  const toc = [
    ';',
    '; Archive created at 2026-11-27 16:00:00 UTC',
    '218; 1259 16390 TABLE public tickets postgres',
    '3391; 0 16390 TABLE DATA public tickets postgres',
    '3390; 0 16385 TABLE DATA public mikro_orm_migrations postgres',
    '3392; 0 16400 TABLE DATA public uploaded_files postgres',
    '3401; 0 0 SEQUENCE SET public jobs_id_seq postgres',
    '3230; 2606 16410 CONSTRAINT public tickets tickets_pkey postgres',
  ].join('\n');

  it("lists the tables' rows in the order given, then the sequences, without the migrations' log or the schema", () => {
    expect(restoreOrder(toc, ['uploaded_files', 'tickets', 'jobs'], 'site.backup').split('\n')).toEqual([
      '3392; 0 16400 TABLE DATA public uploaded_files postgres',
      '3391; 0 16390 TABLE DATA public tickets postgres',
      '3401; 0 0 SEQUENCE SET public jobs_id_seq postgres',
      '',
    ]);
  });

  it('refuses rows of a table the new database does not have', () => {
    expect(() => restoreOrder(toc, ['tickets'], 'site.backup')).toThrow(
      'The backup site.backup holds rows of a table this site does not have (uploaded_files). Nothing was restored.',
    );
  });
});

describe.skipIf(!pgServer)('a backup of a PostgreSQL server restored into the embedded database', () => {
  // A download of three chunks, its first moved to the end of the table (an update writes the row
  // anew), so the chunks come out of pg_restore in another order than their places in the file.
  const site = backedUpSiteHooks(startTestServer, async (source, token) => {
    expect((await putDownload(source, LARGE_DOWNLOAD, zipBytes(randomBytes(2_500_000)), token)).status).toBe(200);
    await source.server.db.orm.em.getConnection().execute('update stored_file_chunks set bytes = bytes where start_offset = 0');
  });

  it('holds every row and file, keeps sessions signed in, and takes new submissions', { timeout: SLOW }, async () => {
    expect(site.backup.rows.stored_file_bytes).toHaveLength(site.backup.rows.uploaded_files!.length);
    expect(site.backup.rows.stored_file_chunks).toHaveLength(4);
    const target = await emptyTarget(site.work, undefined);
    try {
      const moved = await expectMovedWhole(target, site.backup);
      // The files are on disk, where the embedded site reads them.
      expect(moved.stored_file_bytes).toEqual([]);
      expect(moved.stored_file_chunks).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('leaves DATA_DIR as it was when the backup is of a newer site, or pg_restore cannot read it', { timeout: SLOW }, async () => {
    const target = await emptyTarget(site.work, undefined);
    try {
      await expectNewerSiteRefused(target, site.work, 'postgresql', POSTGRES_DATABASE_ENTRY);
      const last = migrationNames(site.backup.rows).at(-1)!;
      const broken = await oneEntryBackup(join(site.work, 'broken.backup'), 'postgresql', last, POSTGRES_DATABASE_ENTRY, Buffer.from('not a dump'));
      await expect(restoreSite(target.config, broken)).rejects.toThrow(/pg_restore failed: .+/);
      await expect(readdir(target.config.dataDir)).rejects.toThrow(/ENOENT/);
      expect((await readdir(site.work)).filter((name) => name.includes('.restoring-'))).toEqual([]);
    } finally {
      await target.close();
    }
  });
});
