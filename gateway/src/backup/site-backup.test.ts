import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DELETE_TICKET_MUTATION } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileQueries } from '../app/feature-parts.js';
import type { Server } from '../app/server.js';
import { emptyTarget, everyFileHash, everyRow, fillEveryTable, submitTicket } from '../test/site-contents.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { requestSnapshot } from './backup-socket.js';
import type { Manifest } from './backup-archive.js';
import { backupSite, restoreSite } from './site-backup.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Tables that stay empty on one kind of database: its file bytes and settings live elsewhere. */
const EMPTY_HERE = onPostgres ? [] : ['stored_file_bytes', 'stored_file_chunks', 'gateway_settings'];

// Opening a site, a snapshot or a restored database each starts PGlite (a second or two on a quiet
// machine, far more on a busy one), so these tests get more time than the default.
const SLOW = 90_000;

let work: string;
let source: TestServer;
/** A backup of the source with data in every table, taken while it ran, and what it held then. */
let backup: { file: string; rows: Record<string, unknown[]>; hashes: Record<string, string>; manifest: Manifest; missing: string[] };

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'backup-test-'));
  source = await startTestServer();
  await fillEveryTable(source);
  const file = join(work, 'site.backup');
  const taken = await backupSite(source.config, file, storedFileQueries);
  // Read after the backup: reading the files signs in and opens resumes, which the audit log records.
  const rows = await everyRow(source.server);
  const hashes = await everyFileHash(source.server, source.url);
  backup = { file, rows, hashes, ...taken };
}, SLOW);
afterAll(async () => {
  await source.close();
  await rm(work, { recursive: true, force: true });
});

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('restores a running site elsewhere with every row and every file the same', { timeout: SLOW }, async () => {
    const empty = Object.entries(backup.rows).filter(([table, found]) => found.length === 0 && !EMPTY_HERE.includes(table));
    expect(empty.map(([table]) => table)).toEqual([]);
    expect(backup.missing).toEqual([]);
    expect(backup.manifest.database).toBe(onPostgres ? 'postgresql' : 'embedded');
    const target = await emptyTarget(work, process.env.DATABASE_URL);
    try {
      await restoreSite(target.config, backup.file);
      const restored = await target.start();
      expect(await everyRow(restored.server)).toEqual(backup.rows);
      expect(await everyFileHash(restored.server, restored.url)).toEqual(backup.hashes);
    } finally {
      await target.close();
    }
  });

  it('taken during a burst of submissions, restores every ticket with its attachment', { timeout: SLOW }, async () => {
    const tickets = async (server: Server) => {
      const [found] = await server.db.orm.em.getConnection().execute<{ count: number }[]>('select count(*)::int as count from support_tickets');
      return found!.count;
    };
    const atStart = await tickets(source.server);
    // Two visitors submitting one ticket after another, at most 15 each: enough to be under way
    // before, during and after the snapshot, not so many that a busy machine never gets to it.
    let sending = true;
    const lanes = Array.from({ length: 2 }, async () => {
      for (let sent = 0; sending && sent < 15; sent += 1) expect((await submitTicket(source)).errors).toBeUndefined();
    });
    const file = join(work, 'burst.backup');
    let before: number;
    let after: number;
    try {
      while ((await tickets(source.server)) < atStart + 2) await new Promise((done) => setTimeout(done, 10));
      before = await tickets(source.server);
      expect((await backupSite(source.config, file, storedFileQueries)).missing).toEqual([]);
      after = await tickets(source.server);
    } finally {
      sending = false;
      await Promise.all(lanes);
    }

    const target = await emptyTarget(work, process.env.DATABASE_URL);
    try {
      await restoreSite(target.config, file);
      const restored = await target.start();
      const count = await tickets(restored.server);
      expect(count).toBeGreaterThanOrEqual(before);
      expect(count).toBeLessThanOrEqual(after);
      const orphans = await restored.server.db.orm.em
        .getConnection()
        .execute('select t.id from support_tickets t left join uploaded_files f on f.id = t.attachment_id where t.attachment_id is not null and f.id is null');
      expect(orphans).toEqual([]);
      // Every file a restored row names is served: no ticket lost its attachment.
      await everyFileHash(restored.server, restored.url);
    } finally {
      await target.close();
    }
  });

  it.skipIf(onPostgres)("keeps a deleted ticket's file on disk until the backup has copied, then removes it", async () => {
    const sent = await submitTicket(source);
    const { ticketId } = (sent.data as { submitSupportRequest: { ticketId: string } }).submitSupportRequest;
    const [attachment] = await source.server.db.orm.em
      .getConnection()
      .execute<{ stored_name: string }[]>('select f.stored_name from support_tickets t join uploaded_files f on f.id = t.attachment_id where t.ticket_id = ?', [
        ticketId,
      ]);
    const path = join(source.config.uploadsDir, 'private', attachment!.stored_name);
    const lent = (await requestSnapshot(source.config.dataDir))!;
    expect((await source.graphql(DELETE_TICKET_MUTATION, { ticketId }, await source.adminToken())).errors).toBeUndefined();
    expect(existsSync(path)).toBe(true);
    lent.done();
    await expect.poll(() => existsSync(path)).toBe(false);
  });

  it('refuses a target that is not empty, and a backup with a flipped byte, changing nothing', { timeout: SLOW }, async () => {
    const { file } = backup;

    const used = await emptyTarget(work, process.env.DATABASE_URL);
    try {
      if (onPostgres) {
        await used.start();
        await expect(restoreSite(used.config, file)).rejects.toThrow(/^The database at DATABASE_URL already has \d+ tables\. .*Nothing was restored\.$/);
      } else {
        await mkdir(used.config.dataDir, { recursive: true });
        await writeFile(join(used.config.dataDir, 'notes.txt'), 'keep me');
        await expect(restoreSite(used.config, file)).rejects.toThrow(
          `DATA_DIR ${used.config.dataDir} is not empty. A restore writes only into an empty or new directory`,
        );
        expect(await readdir(used.config.dataDir)).toEqual(['notes.txt']);
      }
    } finally {
      await used.close();
    }

    const bytes = await readFile(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    const corrupted = join(work, 'corrupted.backup');
    await writeFile(corrupted, bytes);
    const fresh = await emptyTarget(work, process.env.DATABASE_URL);
    try {
      await expect(restoreSite(fresh.config, corrupted)).rejects.toThrow(/^The backup .*corrupted\.backup is damaged .*Nothing was restored\.$/);
      if (!onPostgres) await expect(readdir(fresh.config.dataDir)).rejects.toThrow(/ENOENT/);
    } finally {
      await fresh.close();
    }
  });
});
