import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DELETE_TICKET_MUTATION,
  LOGIN_MUTATION,
  LOGOUT_MUTATION,
  SUBMIT_CONTACT_MUTATION,
  SUBMIT_ENQUIRY_MUTATION,
  SUBMIT_EVENT_FEEDBACK_MUTATION,
  SUBMIT_JOB_APPLICATION_MUTATION,
  SUBMIT_PRESENTATION_FEEDBACK_MUTATION,
  SUBMIT_SUPPORT_REQUEST_MUTATION,
} from '@site/schema';
import {
  validContact,
  validEnquiry,
  validEvent,
  validEventFeedback,
  validJobApplication,
  validPresentationFeedback,
  validTicket,
} from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileQueries } from '../app/feature-parts.js';
import { createServer, type Server } from '../app/server.js';
import { type Config, loadConfig } from '../config.js';
import { putDownload, sha256 } from '../test/download-client.js';
import { addTestEvent } from '../test/event-client.js';
import { jpegBytes, pdfBytes, pngBytes } from '../test/file-fixtures.js';
import { graphqlWithFiles } from '../test/multipart.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { createSession, register } from '../test/training-data.js';
import { startTestServer, TEST_ADMIN_ID, TEST_ADMIN_PASSWORD, type TestServer } from '../test/test-server.js';
import { requestSnapshot } from './backup-socket.js';
import type { Manifest } from './backup-archive.js';
import { backupSite, restoreSite } from './site-backup.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const DOWNLOAD_PATH = 'feast/tutorials/tutorial-03.pdf';
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

/** One submission of every kind through the real calls, with a file in every kind of slot. */
async function fillEveryTable(t: TestServer): Promise<void> {
  const token = await t.adminToken();
  const sent = [
    await t.graphql(SUBMIT_ENQUIRY_MUTATION, { submissionId: randomUUID(), input: validEnquiry() }),
    await t.graphql(SUBMIT_CONTACT_MUTATION, { submissionId: randomUUID(), input: validContact() }),
    await t.graphql(SUBMIT_EVENT_FEEDBACK_MUTATION, { submissionId: randomUUID(), input: validEventFeedback() }),
    await t.graphql(SUBMIT_PRESENTATION_FEEDBACK_MUTATION, { submissionId: randomUUID(), input: validPresentationFeedback() }),
    await submitTicket(t),
    await graphqlWithFiles(
      t,
      SUBMIT_JOB_APPLICATION_MUTATION,
      { submissionId: randomUUID(), input: validJobApplication() },
      { resume: { name: 'cv.pdf', bytes: pdfBytes(3000) } },
    ),
  ];
  for (const result of sent) expect(result.errors).toBeUndefined();
  await addTestEvent(t, validEvent(), { images: [{ name: 'stage.png', bytes: pngBytes() }], brochure: { name: 'brochure.pdf', bytes: pdfBytes(2000) } });
  const session = await createSession(t);
  expect((await register(t, session.title)).errors).toBeUndefined();
  expect((await putDownload(t, DOWNLOAD_PATH, pdfBytes(5000), token)).status).toBe(200);
  const other = await t.graphql<{ login: { token: string } }>(LOGIN_MUTATION, { adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD });
  expect((await t.graphql(LOGOUT_MUTATION, {}, other.data!.login.token)).errors).toBeUndefined();
  await fillTeamTables(t);
}

/**
 * A row in each table of the team's own settings (keys, links, two-factor, webhooks), written
 * directly: their features' tests make them through the real calls, and a backup copies every
 * table alike.
 */
async function fillTeamTables(t: TestServer): Promise<void> {
  const sql = (query: string, values: unknown[]) => t.server.db.orm.em.getConnection().execute(query, values);
  const hash = 'a'.repeat(64);
  await sql(`insert into api_keys (id, name, scopes, secret_hash, created_by, created_at) values (?, 'crm', '["enquiries:read"]', ?, ?, now())`, [
    randomUUID(),
    hash,
    TEST_ADMIN_ID,
  ]);
  await sql(
    `insert into one_time_links (id, purpose, token_hash, account_id, created_at, expires_at) values (?, 'invitation', ?, ?, now(), now() + interval '2 days')`,
    [randomUUID(), hash, TEST_ADMIN_ID],
  );
  await sql(`insert into two_factor_secrets (account_id, secret, created_at) values (?, 'JBSWY3DPEHPK3PXP', now())`, [TEST_ADMIN_ID]);
  await sql(`insert into recovery_codes (code_hash, account_id) values (?, ?)`, [hash, TEST_ADMIN_ID]);
  await sql(
    `insert into webhook_endpoints (id, url, events, secret, created_at) values (?, 'https://crm.example.com/hooks', '["ticket.closed"]', 'whsec_c2VjcmV0', now())`,
    [randomUUID()],
  );
  await sql(`insert into webhook_attempts (job_id, attempted_at, status, answer) values (1, now(), 500, 'down')`, []);
}

function submitTicket(t: TestServer) {
  return graphqlWithFiles(
    t,
    SUBMIT_SUPPORT_REQUEST_MUTATION,
    { submissionId: randomUUID(), input: validTicket() },
    { attachment: { name: 'joint.jpg', bytes: jpegBytes() } },
  );
}

/** Every row of every table, each table's rows in a stable order. */
async function everyRow(server: Server): Promise<Record<string, unknown[]>> {
  const connection = server.db.orm.em.getConnection();
  const tables = await connection.execute<{ name: string }[]>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const found = await connection.execute<Record<string, unknown>[]>(`select * from "${name}"`);
    rows[name] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

/** The SHA-256 of every stored file as the site serves it: each uploaded file to the admin, and each download slot's file. */
async function everyFileHash(server: Server, url: string): Promise<Record<string, string>> {
  const login = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN_MUTATION, variables: { adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD } }),
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  const connection = server.db.orm.em.getConnection();
  const files = await connection.execute<{ id: string; visibility: string }[]>('select id, visibility from uploaded_files');
  const slots = await connection.execute<{ path: string }[]>('select path from download_slots where version_id is not null');
  const links = [...files.map((file) => `/files/${file.visibility}/${file.id}`), ...slots.map((slot) => `/files/downloads/${slot.path}`)];
  const hashes: Record<string, string> = {};
  for (const link of links) {
    const response = await fetch(`${url}${link}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, link).toBe(200);
    hashes[link] = sha256(Buffer.from(await response.arrayBuffer()));
  }
  return hashes;
}

interface Target {
  config: Config;
  /** Starts the site on what was restored. */
  start(): Promise<{ server: Server; url: string }>;
  close(): Promise<void>;
}

/** An empty place to restore into: a new DATA_DIR, or a new database on the test server. */
async function emptyTarget(): Promise<Target> {
  const dataDir = join(work, `restored-${randomUUID().slice(0, 8)}`);
  const database: TestDatabase | undefined = onPostgres ? await createTestDatabase(process.env.DATABASE_URL!) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_ROOT: join(dataDir, 'no-web-build'),
    ADMIN_ID: TEST_ADMIN_ID,
    LOG_LEVEL: 'silent',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  let server: Server | undefined;
  return {
    config,
    async start() {
      server = await createServer(config);
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      return { server, url: `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}` };
    },
    async close() {
      await server?.close();
      await database?.drop();
    },
  };
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('restores a running site elsewhere with every row and every file the same', { timeout: SLOW }, async () => {
    const empty = Object.entries(backup.rows).filter(([table, found]) => found.length === 0 && !EMPTY_HERE.includes(table));
    expect(empty.map(([table]) => table)).toEqual([]);
    expect(backup.missing).toEqual([]);
    expect(backup.manifest.database).toBe(onPostgres ? 'postgresql' : 'embedded');
    const target = await emptyTarget();
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

    const target = await emptyTarget();
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

    const used = await emptyTarget();
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
    const fresh = await emptyTarget();
    try {
      await expect(restoreSite(fresh.config, corrupted)).rejects.toThrow(/^The backup .*corrupted\.backup is damaged .*Nothing was restored\.$/);
      if (!onPostgres) await expect(readdir(fresh.config.dataDir)).rejects.toThrow(/ENOENT/);
    } finally {
      await fresh.close();
    }
  });
});
