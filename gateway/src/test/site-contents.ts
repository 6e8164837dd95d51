import { randomUUID } from 'node:crypto';
import {
  LOGIN_MUTATION,
  LOGOUT_MUTATION,
  SUBMIT_CONTACT_MUTATION,
  SUBMIT_ENQUIRY_MUTATION,
  SUBMIT_EVENT_FEEDBACK_MUTATION,
  SUBMIT_JOB_APPLICATION_MUTATION,
  SUBMIT_PRESENTATION_FEEDBACK_MUTATION,
  SUBMIT_SUPPORT_REQUEST_MUTATION,
  VIEWER_QUERY,
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
import { afterAll, beforeAll, expect } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { storedFileQueries } from '../app/feature-parts.js';
import { type DatabaseKind, writeArchive } from '../backup/backup-archive.js';
import { backupSite, restoreSite } from '../backup/site-backup.js';
import { createServer, type Server } from '../app/server.js';
import { type Config, loadConfig } from '../config.js';
import { putDownload, sha256 } from './download-client.js';
import { addTestEvent } from './event-client.js';
import { jpegBytes, pdfBytes, pngBytes } from './file-fixtures.js';
import { graphqlWithFiles } from './multipart.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { createSession, register } from './training-data.js';
import { TEST_ADMIN_ID, TEST_ADMIN_PASSWORD, TEST_PASSWORD_COST, type TestServer } from './test-server.js';

/** What a whole site holds, for the backup tests: a row in every table, a file in every kind of slot, and how to read it all back. */
const DOWNLOAD_PATH = 'feast/tutorials/tutorial-03.pdf';

/** One submission of every kind through the real calls, with a file in every kind of slot. */
export async function fillEveryTable(t: TestServer): Promise<void> {
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

export function submitTicket(t: TestServer) {
  return graphqlWithFiles(
    t,
    SUBMIT_SUPPORT_REQUEST_MUTATION,
    { submissionId: randomUUID(), input: validTicket() },
    { attachment: { name: 'joint.jpg', bytes: jpegBytes() } },
  );
}

/** Every row of every table, each table's rows in a stable order. */
export async function everyRow(server: Server): Promise<Record<string, unknown[]>> {
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

/**
 * Tables compared apart when a backup moves between the kinds of database: a PostgreSQL site fills
 * three with what the embedded one keeps in DATA_DIR (file bytes, the token secret), and the
 * migrations' log says when each ran on that database.
 */
const COMPARED_APART = ['stored_file_bytes', 'stored_file_chunks', 'gateway_settings', 'mikro_orm_migrations'];

/** `everyRow`'s tables but those compared apart. */
export function comparedAlike(rows: Record<string, unknown[]>): Record<string, unknown[]> {
  return Object.fromEntries(Object.entries(rows).filter(([table]) => !COMPARED_APART.includes(table)));
}

/** The migrations `everyRow` found applied, by name. */
export function migrationNames(rows: Record<string, unknown[]>): string[] {
  return (rows.mikro_orm_migrations as string[]).map((row) => (JSON.parse(row) as { name: string }).name).sort();
}

/** The SHA-256 of every stored file as the site serves it: each uploaded file to the admin, and each download slot's file. */
export async function everyFileHash(server: Server, url: string): Promise<Record<string, string>> {
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

/** A site with a row in every table and a file of every kind, backed up, and what it held then. */
export interface BackedUpSite {
  file: string;
  /** A session of that site. */
  token: string;
  rows: Record<string, unknown[]>;
  hashes: Record<string, string>;
}

/** Fills every table of `source` (then runs `more`), backs it up into `work`, and reads back what it held. */
export async function backUpFilledSite(source: TestServer, work: string, more?: (token: string) => Promise<void>): Promise<BackedUpSite> {
  await fillEveryTable(source);
  const token = await source.adminToken();
  await more?.(token);
  const file = join(work, 'site.backup');
  expect((await backupSite(source.config, file, storedFileQueries)).missing).toEqual([]);
  return { file, token, rows: await everyRow(source.server), hashes: await everyFileHash(source.server, source.url) };
}

/** What a describe of `backedUpSiteHooks` works with, made before its tests run. */
export interface BackedUpSiteFixture {
  work: string;
  source: TestServer;
  backup: BackedUpSite;
}

/**
 * The hooks of a describe that restores a filled site's backup: a work folder, the site `start`
 * gives (filled and backed up; `more` first adds what the describe needs), removed after its tests.
 */
export function backedUpSiteHooks(start: () => Promise<TestServer>, more?: (source: TestServer, token: string) => Promise<void>): BackedUpSiteFixture {
  const fixture = {} as BackedUpSiteFixture;
  beforeAll(async () => {
    fixture.work = await mkdtemp(join(tmpdir(), 'restore-test-'));
    fixture.source = await start();
    fixture.backup = await backUpFilledSite(fixture.source, fixture.work, more && ((token) => more(fixture.source, token)));
  }, 90_000);
  afterAll(async () => {
    await fixture.source?.close();
    if (fixture.work) await rm(fixture.work, { recursive: true, force: true });
  });
  return fixture;
}

/**
 * Restores `backup` into `target`, a database of the other kind, and starts a site on it, which
 * must hold every row of the tables compared alike, at the same migrations, and serve every file
 * alike. A session of the backed-up site is still signed in (the token secret came along), and a
 * new enquiry is taken, its mail job with the jobs sequence's next id (the sequences came along).
 * Returns the restored site's rows as they were before that enquiry.
 */
export async function expectMovedWhole(target: Target, backup: BackedUpSite): Promise<Record<string, unknown[]>> {
  await restoreSite(target.config, backup.file);
  const restored = await target.start();
  const moved = await everyRow(restored.server);
  expect(comparedAlike(moved)).toEqual(comparedAlike(backup.rows));
  expect(migrationNames(moved)).toEqual(migrationNames(backup.rows));
  expect(await everyFileHash(restored.server, restored.url)).toEqual(backup.hashes);
  const graphql = async (query: string, variables: object, bearer?: string) => {
    const response = await fetch(`${restored.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  expect(await graphql(VIEWER_QUERY, {}, backup.token)).toMatchObject({ data: { viewer: { id: expect.any(String) } } });
  expect((await graphql(SUBMIT_ENQUIRY_MUTATION, { submissionId: randomUUID(), input: validEnquiry() })).errors).toBeUndefined();
  const jobs = await restored.server.db.orm.em.getConnection().execute<{ count: number }[]>('select count(*)::int as count from jobs');
  expect(jobs[0]!.count).toBe(backup.rows.jobs!.length + 1);
  return moved;
}

/** A backup of one database entry and nothing else, as a site at `migration` would write it: what a restore must refuse whole. */
export async function oneEntryBackup(path: string, database: DatabaseKind, migration: string, entry: string, bytes: Buffer): Promise<string> {
  const entries = async function* () {
    yield { path: entry, size: bytes.length, open: () => Readable.from([bytes]) };
  };
  await writeArchive(path, { database, siteVersion: '1.0.0', migration }, entries());
  return path;
}

/** A backup at a migration this version does not have is refused before anything is written. */
export async function expectNewerSiteRefused(target: Target, work: string, database: DatabaseKind, entry: string): Promise<void> {
  const newer = await oneEntryBackup(join(work, `newer-${database}.backup`), database, 'Migration29991231000000', entry, Buffer.from('a database'));
  await expect(restoreSite(target.config, newer)).rejects.toThrow(/at Migration29991231000000, which this version does not have: .*Nothing was restored\.$/);
}

export interface Target {
  config: Config;
  /** Starts the site on what was restored. */
  start(): Promise<{ server: Server; url: string }>;
  close(): Promise<void>;
}

/** An empty place to restore into: a new DATA_DIR in `work`, or a new database on `pgServer`. */
export async function emptyTarget(work: string, pgServer: string | undefined): Promise<Target> {
  const dataDir = join(work, `restored-${randomUUID().slice(0, 8)}`);
  const database: TestDatabase | undefined = pgServer ? await createTestDatabase(pgServer) : undefined;
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
      server = await createServer(config, { passwordCost: TEST_PASSWORD_COST });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      return { server, url: `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}` };
    },
    async close() {
      await server?.close();
      await database?.drop();
    },
  };
}
