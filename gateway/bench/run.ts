/**
 * `npm run bench`: the built gateway in its own process (the embedded database, or a fresh
 * database on DATABASE_URL's server), a bare Fastify baseline in another sending the same bytes,
 * and autocannon in this one. Prints one table and checks that every answered write was stored once;
 * then one 50 MB download at a time from each, in MB/s.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUBMIT_ENQUIRY_MUTATION } from '@site/schema';
import { zipBytes } from '../src/test/file-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../src/test/test-database.js';
import { downloadRate } from './download.js';
import { CONNECTIONS, type Load, measure, type Measured } from './measure.js';
import { firstJsonLine, freePort, startNode, stop, waitUntilHealthy } from './processes.js';
import { recordAnswer, type RecordedAnswer } from './recorded-answer.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_PASSWORD = 'bench password, not for production';
const WRITES = Number(process.env.BENCH_WRITES ?? 5000);
/** Enough for V8 to compile the write path: a fresh gateway spends about 1.7 times the CPU per write over its first few thousand. */
const WARM_UP_WRITES = 2000;
const JSON_HEADERS = { 'content-type': 'application/json' };
const ROLES_QUERY = JSON.stringify({ query: '{ jobRoles { id role accepting } }' });
const DOWNLOAD_SLOT = 'feast/feast-2022-setup.zip';
const DOWNLOAD_MB = 50;
const enquiry = () => ({ name: 'Bench Visitor', email: 'bench@example.com', phone: '9876543210', enquiry: 'A quote for a cobot cell, please.' });

interface Row {
  what: string;
  load: (base: string) => Load;
  /** The gateway path the baseline copies. */
  record?: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
}

const rows: Row[] = [
  {
    what: 'GET / (prerendered, brotli)',
    load: (base) => ({ url: `${base}/`, headers: { 'accept-encoding': 'br' } }),
    record: { method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } },
  },
  {
    what: 'GET /api/jobRoles',
    load: (base) => ({ url: `${base}/api/jobRoles` }),
    record: { method: 'GET', path: '/api/jobRoles', headers: {} },
  },
  {
    what: 'GraphQL { jobRoles }',
    load: (base) => ({ url: `${base}/graphql`, method: 'POST', headers: JSON_HEADERS, body: () => ROLES_QUERY }),
    record: { method: 'POST', path: '/graphql', headers: JSON_HEADERS, body: ROLES_QUERY },
  },
  {
    what: 'POST /api/enquiry',
    load: (base) => ({
      url: `${base}/api/enquiry`,
      method: 'POST',
      headers: JSON_HEADERS,
      body: () => JSON.stringify({ ...enquiry(), submissionId: randomUUID() }),
      amount: WRITES,
    }),
  },
  {
    what: 'GraphQL submitEnquiry',
    load: (base) => ({
      url: `${base}/graphql`,
      method: 'POST',
      headers: JSON_HEADERS,
      body: () =>
        JSON.stringify({
          query: SUBMIT_ENQUIRY_MUTATION,
          variables: { submissionId: randomUUID(), input: enquiry() },
        }),
      amount: WRITES,
    }),
  },
];

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const database: TestDatabase | undefined = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined;
const port = await freePort();
const site = `http://127.0.0.1:${port}`;
const gateway = startNode([join(repo, 'gateway/dist/main.js')], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_PASSWORD,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  PUBLIC_WRITES_PER_MINUTE: '100000000',
  DATABASE_URL: database?.url ?? '',
});
let baseline: ReturnType<typeof startNode> | undefined;

try {
  await waitUntilHealthy(site, gateway);
  const recorded: RecordedAnswer[] = [];
  for (const { record } of rows) {
    if (!record) continue;
    recorded.push(await recordAnswer(site, record.method, record.path, record.headers, record.body));
  }
  const answersFile = join(dataDir, 'baseline-answers.json');
  await writeFile(answersFile, JSON.stringify(recorded));
  const download = zipBytes(randomBytes(DOWNLOAD_MB * 1024 * 1024));
  const downloadFile = join(dataDir, 'download.zip');
  await writeFile(downloadFile, download);
  await uploadDownload(site, download);
  baseline = startNode(['--import', 'tsx', join(repo, 'gateway/bench/baseline-server.ts'), answersFile, downloadFile], {}, 'pipe');
  const base = `http://127.0.0.1:${(await firstJsonLine<{ port: number }>(baseline)).port}`;

  const results: [Row, Measured, Measured | undefined][] = [];
  let writesAnswered = 0;
  for (const row of rows) {
    process.stderr.write(`measuring ${row.what}\n`);
    const load = row.load(site);
    // A warm-up: a write warms up with a fixed number of requests, so that every stored row was answered and counted.
    const warmUp = await measure(load.amount ? { ...load, amount: WARM_UP_WRITES } : { ...load, duration: 2 });
    const measuredSite = await measure(load);
    if (load.amount) writesAnswered += warmUp.answered + measuredSite.answered;
    const measuredBase = row.record ? await measure(row.load(base)) : undefined;
    results.push([row, measuredSite, measuredBase]);
  }
  printTable(results, database ? 'PostgreSQL' : 'embedded');
  process.stderr.write(`measuring the ${DOWNLOAD_MB} MB download\n`);
  const sha256 = createHash('sha256').update(download).digest('hex');
  const gatewayRate = await downloadRate(`${site}/files/downloads/${DOWNLOAD_SLOT}`, sha256);
  const baseRate = await downloadRate(`${base}/download`, sha256);
  process.stdout.write(
    `\n| what | MB/s | bare Fastify MB/s | ratio |\n|---|---|---|---|\n| one ${DOWNLOAD_MB} MB download, streamed | ${gatewayRate.toFixed(0)} | ${baseRate.toFixed(0)} | ${(gatewayRate / baseRate).toFixed(3)}× |\n`,
  );
  const stored = await storedEnquiries(site);
  process.stdout.write(`\nwrites answered (with warm-ups): ${writesAnswered}; rows stored: ${stored}; ${writesAnswered === stored ? 'equal' : 'NOT EQUAL'}\n`);
  if (writesAnswered !== stored) process.exitCode = 1;
} finally {
  if (baseline) await stop(baseline);
  await stop(gateway);
  await database?.drop();
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

function printTable(results: [Row, Measured, Measured | undefined][], databaseName: string) {
  const lines = [
    `${CONNECTIONS} connections; ${databaseName} database; writes: ${WRITES} each, every one a new submissionId`,
    '',
    '| what | req/s | p99 ms | failures | bare Fastify req/s | ratio |',
    '|---|---|---|---|---|---|',
  ];
  for (const [row, measuredSite, measuredBase] of results) {
    const ratio = measuredBase ? `${(measuredSite.perSecond / measuredBase.perSecond).toFixed(3)}×` : '';
    lines.push(
      `| ${row.what} | ${measuredSite.perSecond.toFixed(0)} | ${measuredSite.p99} | ${measuredSite.failures} | ${measuredBase ? measuredBase.perSecond.toFixed(0) : ''} | ${ratio} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
