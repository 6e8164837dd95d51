import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backedUpSiteHooks, emptyTarget, expectMovedWhole, expectNewerSiteRefused, migrationNames, oneEntryBackup } from '../test/site-contents.js';
import { startTestServer } from '../test/test-server.js';
import { EMBEDDED_DATABASE_ENTRY } from './embedded-backup.js';
import { restoreSite } from './site-backup.js';

const pgServer = process.env.DATABASE_URL;
// A site, a snapshot and a restore each start PGlite: seconds on a quiet machine, more on a busy one.
const SLOW = 90_000;

async function tablesIn(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public'");
    return found.rows.map(({ name }) => name);
  } finally {
    await client.end();
  }
}

describe.skipIf(!pgServer)('a backup of the embedded database restored into PostgreSQL', () => {
  const site = backedUpSiteHooks(() => startTestServer({}, { embedded: true }));

  it('holds every row and file, keeps sessions signed in, and takes new submissions', { timeout: SLOW }, async () => {
    const target = await emptyTarget(site.work, pgServer);
    try {
      const moved = await expectMovedWhole(target, site.backup);
      // The files are rows on a server.
      expect(moved.stored_file_bytes).toHaveLength(site.backup.rows.uploaded_files!.length);
      expect(moved.stored_file_chunks).toHaveLength(1);
    } finally {
      await target.close();
    }
  });

  it('leaves the database empty when the backup is of a newer site, or its database does not open', { timeout: SLOW }, async () => {
    const target = await emptyTarget(site.work, pgServer);
    try {
      await expectNewerSiteRefused(target, site.work, 'embedded', EMBEDDED_DATABASE_ENTRY);
      expect(await tablesIn(target.config.databaseUrl!)).toEqual([]);

      const last = migrationNames(site.backup.rows).at(-1)!;
      const broken = await oneEntryBackup(join(site.work, 'broken.backup'), 'embedded', last, EMBEDDED_DATABASE_ENTRY, Buffer.from('not a database'));
      await expect(restoreSite(target.config, broken)).rejects.toThrow(/^The backup's database does not open \(.*\)\. Nothing was restored\.$/);
      expect(await tablesIn(target.config.databaseUrl!)).toEqual([]);
    } finally {
      await target.close();
    }
  });
});
