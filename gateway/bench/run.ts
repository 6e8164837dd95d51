/**
 * `npm run bench`: the built gateway in its own process (the embedded database, or a fresh
 * database on DATABASE_URL's server), a bare Fastify baseline in another sending the same bytes,
 * a bare insert baseline for the writes in a third (write-baseline-server.ts), and autocannon in
 * this one. Each ratio is the median of three alternating runs of the site and its baseline. Prints
 * markdown tables: the rows, the 50 MB download, the gateway's memory after start and after the
 * load, and what the download and a burst of Range requests added to it; checks that every
 * answered write was stored once.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUBMIT_ENQUIRY_MUTATION } from '@site/schema';
import { POOL_SIZE } from '../src/db/orm-config.js';
import { zipBytes } from '../src/test/file-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../src/test/test-database.js';
import { alternate, type Compared, ROUNDS } from './alternate.js';
import { baselineDatabase } from './baseline-database.js';
import { downloadRate } from './download.js';
import { CONNECTIONS, type Load, measure } from './measure.js';
import { type Resident, residentSet, resetPeak } from './memory.js';
import { firstJsonLine, freePort, imageNodeOptions, startNode, stop, waitUntilHealthy } from './processes.js';
import { rangeBurst } from './range-burst.js';
import { recordAnswer, type RecordedAnswer } from './recorded-answer.js';
import { type Added, addedTable, type ComparedRow, downloadTable, residentTable, rowsTable } from './report.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_PASSWORD = 'bench password, not for production';
const WRITES = Number(process.env.BENCH_WRITES ?? 5000);
/**
 * Past the write path's optimisation: V8 (Node 22) compiles a function with Turbofan once it has
 * run some 3,000 times (`--invocation-count-for-turbofan`). After 2,000 writes the first measured
 * run still did it: 1.1 to 1.6 times the main thread's CPU per write and a p99 of 53 to 72 ms,
 * against 19 to 47 ms in the runs after it (decision 077).
 */
const WARM_UP_WRITES = 5000;
const READ_SECONDS = 5;
const JSON_HEADERS = { 'content-type': 'application/json' };
const ROLES_QUERY = JSON.stringify({ query: '{ jobRoles { id role accepting } }' });
const DOWNLOAD_SLOT = 'feast/feast-2022-setup.zip';
const DOWNLOAD_MB = 50;
const RANGE_BURST = 300;
/** Lets the gateway finish what it does once started (migrations, first jobs) before its memory is read. */
const IDLE_MS = 3000;
/** Long enough for the gateway's release of what it no longer uses, after ten quiet seconds (decision 042). */
const SETTLED_MS = 15_000;
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const enquiry = () => ({ name: 'Bench Visitor', email: 'bench@example.com', phone: '9876543210', enquiry: 'A quote for a cobot cell, please.' });

interface Bases {
  /** The bare Fastify process sending recorded answers. */
  reads: string;
  /** The bare insert process. */
  writes: string;
}

interface Row {
  what: string;
  site: (origin: string) => Load;
  baseline: (bases: Bases) => Load;
  /** The gateway answer the reads baseline copies. */
  record?: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
}

/** Each write a new submissionId, a fixed number of them, all answered before the run ends. */
const writeLoad = (url: string, body: () => object): Load => ({
  url,
  method: 'POST',
  headers: JSON_HEADERS,
  body: () => JSON.stringify(body()),
  amount: WRITES,
});
const restEnquiry = () => ({ ...enquiry(), submissionId: randomUUID() });
const bareInsert = (bases: Bases) => writeLoad(`${bases.writes}/enquiry`, restEnquiry);

const readRow = (what: string, record: NonNullable<Row['record']>): Row => {
  const load = (origin: string): Load => ({
    url: `${origin}${record.path}`,
    method: record.method,
    headers: record.headers,
    ...(record.body ? { body: () => record.body! } : {}),
    duration: READ_SECONDS,
  });
  return { what, record, site: load, baseline: (bases) => load(bases.reads) };
};

const rows: Row[] = [
  readRow('GET / (prerendered, brotli)', { method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } }),
  readRow('GET /api/jobRoles', { method: 'GET', path: '/api/jobRoles', headers: {} }),
  readRow('GraphQL { jobRoles }', { method: 'POST', path: '/graphql', headers: JSON_HEADERS, body: ROLES_QUERY }),
  { what: 'POST /api/enquiry', site: (origin) => writeLoad(`${origin}/api/enquiry`, restEnquiry), baseline: bareInsert },
  {
    what: 'GraphQL submitEnquiry',
    site: (origin) => writeLoad(`${origin}/graphql`, () => ({ query: SUBMIT_ENQUIRY_MUTATION, variables: { submissionId: randomUUID(), input: enquiry() } })),
    baseline: bareInsert,
  },
];

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const database: TestDatabase | undefined = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined;
const port = await freePort();
const site = `http://127.0.0.1:${port}`;
const gateway = startNode([...(await imageNodeOptions(join(repo, 'Dockerfile'))), join(repo, 'gateway/dist/main.js')], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_PASSWORD,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  PUBLIC_WRITES_PER_MINUTE: '100000000',
  DATABASE_URL: database?.url ?? '',
});
const gatewayPid = gateway.pid!;
let readsBaseline: ReturnType<typeof startNode> | undefined;
let writesBaseline: ReturnType<typeof startNode> | undefined;
const writesDatabase = await baselineDatabase(process.env.DATABASE_URL, dataDir, POOL_SIZE);

try {
  await waitUntilHealthy(site, gateway);
  await idle(IDLE_MS);
  const moments: [string, Resident][] = [[`after start, ${IDLE_MS / 1000} s idle`, await residentSet(gatewayPid)]];
  await idle(SETTLED_MS - IDLE_MS);
  moments.push([`after start, ${SETTLED_MS / 1000} s idle`, await residentSet(gatewayPid)]);
  const recorded: RecordedAnswer[] = [];
  for (const { record } of rows) {
    if (record) recorded.push(await recordAnswer(site, record.method, record.path, record.headers, record.body));
  }
  const answersFile = join(dataDir, 'baseline-answers.json');
  await writeFile(answersFile, JSON.stringify(recorded));
  const download = zipBytes(randomBytes(DOWNLOAD_MB * 1024 * 1024));
  const downloadFile = join(dataDir, 'download.zip');
  await writeFile(downloadFile, download);
  await uploadDownload(site, download);
  readsBaseline = startNode(['--import', 'tsx', join(repo, 'gateway/bench/baseline-server.ts'), answersFile, downloadFile], {}, 'pipe');
  writesBaseline = startNode(['--import', 'tsx', join(repo, 'gateway/bench/write-baseline-server.ts'), ...writesDatabase.args], {}, 'pipe');
  const bases: Bases = {
    reads: `http://127.0.0.1:${(await firstJsonLine<{ port: number }>(readsBaseline)).port}`,
    writes: `http://127.0.0.1:${(await firstJsonLine<{ port: number }>(writesBaseline)).port}`,
  };

  const results: ComparedRow[] = [];
  const answered = { site: 0, base: 0 };
  for (const row of rows) {
    process.stderr.write(`measuring ${row.what}\n`);
    const siteLoad = row.site(site);
    const baseLoad = row.baseline(bases);
    // Both sides warm up; a write warms up with a fixed number of requests, so that every stored row was answered and counted.
    const warmUp = (load: Load) => measure(load.amount ? { ...load, amount: WARM_UP_WRITES } : { ...load, duration: 2 });
    const warmed = { site: await warmUp(siteLoad), base: await warmUp(baseLoad) };
    const compared: Compared = await alternate(siteLoad, baseLoad);
    if (siteLoad.amount) {
      answered.site += warmed.site.answered + compared.site.reduce((sum, { answered }) => sum + answered, 0);
      answered.base += warmed.base.answered + compared.base.reduce((sum, { answered }) => sum + answered, 0);
    }
    results.push({ what: row.what, compared });
  }
  const out: string[] = [
    `${CONNECTIONS} connections; ${database ? 'PostgreSQL' : 'embedded'} database; each ratio the median of ${ROUNDS} alternating runs; reads ${READ_SECONDS} s a run, writes ${WRITES} a run, every one a new submissionId; the writes' baseline is a bare insert (${database ? `node-postgres, a pool of ${POOL_SIZE}` : 'PGlite in its process'})`,
    '',
    rowsTable(results),
  ];
  process.stdout.write(`${out.join('\n')}\n`);

  process.stderr.write(`measuring the ${DOWNLOAD_MB} MB download and a burst of ${RANGE_BURST} Range requests\n`);
  const sha256 = createHash('sha256').update(download).digest('hex');
  const added: Added[] = [];
  const rates = { site: [] as number[], base: [] as number[] };
  let before = await residentSet(gatewayPid);
  await resetPeak(gatewayPid);
  for (let round = 0; round < ROUNDS; round++) {
    rates.site.push(await downloadRate(`${site}/files/downloads/${DOWNLOAD_SLOT}`, sha256));
    rates.base.push(await downloadRate(`${bases.reads}/download`, sha256));
  }
  added.push({ what: `${DOWNLOAD_MB} MB download, ${ROUNDS} times`, before, after: await residentSet(gatewayPid) });
  before = await residentSet(gatewayPid);
  await resetPeak(gatewayPid);
  const burst = await rangeBurst(`${site}/files/downloads/${DOWNLOAD_SLOT}`, download, RANGE_BURST);
  added.push({
    what: `Range burst: ${burst.requests} at once, random ranges of the ${DOWNLOAD_MB} MB file (${burst.megabytes.toFixed(0)} MB in ${burst.seconds.toFixed(1)} s)`,
    before,
    after: await residentSet(gatewayPid),
  });
  moments.push(['right after the load', await residentSet(gatewayPid)]);
  await idle(IDLE_MS);
  moments.push([`after the load, ${IDLE_MS / 1000} s idle`, await residentSet(gatewayPid)]);
  await idle(SETTLED_MS - IDLE_MS);
  moments.push([`after the load, ${SETTLED_MS / 1000} s idle`, await residentSet(gatewayPid)]);

  const stored = await storedEnquiries(site);
  const baseStored = ((await (await fetch(`${bases.writes}/stored`)).json()) as { stored: number }).stored;
  process.stdout.write(
    [
      '',
      downloadTable(`one ${DOWNLOAD_MB} MB download, streamed`, rates.site, rates.base),
      '',
      residentTable(moments),
      '',
      addedTable(added),
      '',
      `writes answered (with warm-ups): ${answered.site}; rows stored: ${stored}; ${answered.site === stored ? 'equal' : 'NOT EQUAL'}`,
      `baseline writes answered: ${answered.base}; rows stored: ${baseStored}; ${answered.base === baseStored ? 'equal' : 'NOT EQUAL'}`,
      '',
    ].join('\n'),
  );
  if (answered.site !== stored || answered.base !== baseStored) process.exitCode = 1;
} finally {
  if (readsBaseline) await stop(readsBaseline);
  if (writesBaseline) await stop(writesBaseline);
  await stop(gateway);
  await database?.drop();
  await writesDatabase.drop();
  await rm(dataDir, { recursive: true, force: true });
}

async function adminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/api/authenticate`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ adminId: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The file of the download row, uploaded into its slot as the dashboard does. */
async function uploadDownload(url: string, bytes: Buffer): Promise<void> {
  const response = await fetch(`${url}/api/downloads/files/${DOWNLOAD_SLOT}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await adminToken(url)}` },
    body: bytes,
  });
  if (response.status !== 200) throw new Error(`The upload answered ${response.status}: ${await response.text()}`);
}

async function storedEnquiries(url: string): Promise<number> {
  const token = await adminToken(url);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ enquiries { id } }' }),
  });
  return ((await response.json()) as { data: { enquiries: unknown[] } }).data.enquiries.length;
}
