import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { SUBMIT_ENQUIRY_MUTATION, VIEWER_QUERY } from '@site/schema';
import { validEnquiry } from '@site/schema/test/factories';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileQueries } from '../app/feature-parts.js';
import { emptyTarget, everyFileHash, everyRow, fillEveryTable } from '../test/site-contents.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { writeArchive } from './backup-archive.js';
import { EMBEDDED_DATABASE_ENTRY } from './embedded-backup.js';
import { inReferenceOrder } from './embedded-into-postgres.js';
import { backupSite, restoreSite } from './site-backup.js';

const pgServer = process.env.DATABASE_URL;
/**
 * Tables compared apart: a PostgreSQL site fills three with what the embedded one keeps in DATA_DIR
 * (file bytes, the token secret), and the migrations' log says when each ran on that database.
 */
const COMPARED_APART = ['stored_file_bytes', 'stored_file_chunks', 'gateway_settings', 'mikro_orm_migrations'];
// A site, a snapshot and a restore each start PGlite: seconds on a quiet machine, more on a busy one.
const SLOW = 90_000;

describe('tables in reference order', () => {
  it('puts every table after the tables its foreign keys name, and refuses a cycle', () => {
    const references = [
      { source: 'remarks', target: 'tickets' },
      { source: 'tickets', target: 'uploaded_files' },
      { source: 'tickets', target: 'accounts' },
    ];
    expect(inReferenceOrder(['tickets', 'remarks', 'uploaded_files', 'accounts', 'jobs'], references)).toEqual([
      'accounts',
      'jobs',
      'uploaded_files',
      'tickets',
      'remarks',
    ]);
    expect(() => inReferenceOrder(['a', 'b'], [...references, { source: 'a', target: 'b' }, { source: 'b', target: 'a' }])).toThrow(
      /foreign keys form a cycle/,
    );
  });
});

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

function comparedAlike(rows: Record<string, unknown[]>): Record<string, unknown[]> {
  return Object.fromEntries(Object.entries(rows).filter(([table]) => !COMPARED_APART.includes(table)));
}

function migrations(rows: Record<string, unknown[]>): string[] {
  return (rows.mikro_orm_migrations as string[]).map((row) => (JSON.parse(row) as { name: string }).name).sort();
}

describe.skipIf(!pgServer)('a backup of the embedded database restored into PostgreSQL', () => {
  let work: string;
  let source: TestServer;
  let file: string;
  let rows: Record<string, unknown[]>;
  let hashes: Record<string, string>;
  let token: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'move-test-'));
    source = await startTestServer({}, { embedded: true });
    await fillEveryTable(source);
    token = await source.adminToken();
    file = join(work, 'embedded.backup');
    expect((await backupSite(source.config, file, storedFileQueries)).missing).toEqual([]);
    rows = await everyRow(source.server);
    hashes = await everyFileHash(source.server, source.url);
  }, SLOW);
  afterAll(async () => {
    await source?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('holds every row and file, keeps sessions signed in, and takes new submissions', { timeout: SLOW }, async () => {
    const target = await emptyTarget(work, pgServer);
    try {
      await restoreSite(target.config, file);
      const restored = await target.start();
      const moved = await everyRow(restored.server);
      expect(comparedAlike(moved)).toEqual(comparedAlike(rows));
      expect(migrations(moved)).toEqual(migrations(rows));
      expect(moved.stored_file_bytes).toHaveLength(rows.uploaded_files!.length);
      expect(moved.stored_file_chunks).toHaveLength(1);
      expect(await everyFileHash(restored.server, restored.url)).toEqual(hashes);

      const graphql = async (query: string, variables: object, bearer?: string) => {
        const response = await fetch(`${restored.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      };
      // Signed by the embedded site's generated secret, which moved with its session.
      expect(await graphql(VIEWER_QUERY, {}, token)).toMatchObject({ data: { viewer: { id: expect.any(String) } } });
      // Its mail job takes the next id of the jobs' sequence, which moved too.
      expect((await graphql(SUBMIT_ENQUIRY_MUTATION, { submissionId: randomUUID(), input: validEnquiry() })).errors).toBeUndefined();
      const jobs = await restored.server.db.orm.em.getConnection().execute<{ count: number }[]>('select count(*)::int as count from jobs');
      expect(jobs[0]!.count).toBe(rows.jobs!.length + 1);
    } finally {
      await target.close();
    }
  });

  it('leaves the database empty when the backup is of a newer site, or its database does not open', { timeout: SLOW }, async () => {
    const archive = async (name: string, migration: string, database: Buffer) => {
      const path = join(work, name);
      const entries = async function* () {
        yield { path: EMBEDDED_DATABASE_ENTRY, size: database.length, open: () => Readable.from([database]) };
      };
      await writeArchive(path, { database: 'embedded', siteVersion: '1.0.0', migration }, entries());
      return path;
    };
    const target = await emptyTarget(work, pgServer);
    try {
      const newer = await archive('newer.backup', 'Migration29991231000000', Buffer.from('a database'));
      await expect(restoreSite(target.config, newer)).rejects.toThrow(
        /at Migration29991231000000, which this version does not have: .*Nothing was restored\.$/,
      );
      expect(await tablesIn(target.config.databaseUrl!)).toEqual([]);

      const broken = await archive('broken.backup', migrations(rows).at(-1)!, Buffer.from('not a database'));
      await expect(restoreSite(target.config, broken)).rejects.toThrow(/^The backup's database does not open \(.*\)\. Nothing was restored\.$/);
      expect(await tablesIn(target.config.databaseUrl!)).toEqual([]);
    } finally {
      await target.close();
    }
  });
});
