/**
 * `npm run bench:web`: Lighthouse 12 (mobile preset, Debian's Chromium) on the built site served
 * by the real gateway. Prints, per route, the median over three runs of each category score, of
 * total blocking time and largest contentful paint, and of the first-load JavaScript (script bytes
 * transferred while the page loads).
 *
 * It builds nothing: the npm script runs `npm run build` first; to measure an existing build,
 * run `npx tsx scripts/bench-web.mjs`. CHROMIUM_PATH overrides /usr/bin/chromium, BENCH_RUNS the
 * number of runs (3), BENCH_ROUTES the routes (comma-separated), BENCH_PRESET=desktop Lighthouse's
 * desktop preset instead of the mobile one (a slow phone: four times slower CPU, slow 4G).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';

// The six busiest public pages (issue 30).
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/products/articulated-robot', '/events', '/downloads', '/updates', '/training-calendar'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PRESET = process.env.BENCH_PRESET === 'desktop' ? 'desktop' : 'mobile';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const root = fileURLToPath(new URL('..', import.meta.url));
const gatewayMain = join(root, 'gateway', 'dist', 'main.js');

for (const built of [gatewayMain, join(root, 'pwa', 'dist', 'index.html')]) {
  if (!existsSync(built)) {
    process.stderr.write(`Missing ${built}: run \`npm run build\` first (or \`npm run bench:web\`, which does).\n`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, gateway) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (gateway.exitCode !== null) throw new Error(`The gateway exited with code ${gateway.exitCode}.`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The gateway did not become healthy within 2 minutes.');
}

async function startGateway() {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const gateway = spawn(process.execPath, [gatewayMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Set, so that the gateway does not generate and print one.
      ADMIN_PASSWORD: `bench-${Math.random().toString(36).slice(2)}`,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (gateway.exitCode === null) {
      const exited = new Promise((resolve) => gateway.once('exit', resolve));
      gateway.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, gateway);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Script bytes transferred during the page load, from Lighthouse's own network log. */
function firstLoadScriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function auditOnce(url, port) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    PRESET === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) return { error: `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}` };
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  const metrics = {
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
  };
  return { scores, metrics, scriptBytes: firstLoadScriptBytes(lhr), failing };
}

/** One run; a trace Lighthouse could not record (it happens on a busy machine, and it says to run again) is run again, twice at most. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await auditOnce(url, port);
    if (!result.error) return result;
    if (attempt === 3) throw new Error(result.error);
    process.stderr.write(`${result.error}; running it again\n`);
  }
}

function pad(value, width) {
  return String(value).padEnd(width);
}

const { base, stop } = await startGateway();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
const rows = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${base}${route}`, chrome.port));
    const row = {
      route,
      scriptKiB: median(runs.map((r) => r.scriptBytes)) / 1024,
      tbt: median(runs.map((r) => r.metrics.tbt)),
      lcp: median(runs.map((r) => r.metrics.lcp)),
    };
    for (const id of CATEGORIES) row[id] = median(runs.map((r) => r.scores[id]));
    row.failing = [...new Set(runs.flatMap((r) => r.failing))];
    rows.push(row);
    process.stderr.write(`measured ${route}\n`);
  }
} finally {
  await chrome.kill();
  await stop();
}

process.stdout.write(`Lighthouse ${RUNS} runs per route, ${PRESET} preset, medians\n\n`);
process.stdout.write(`${pad('route', 30)}${CATEGORIES.map((id) => pad(id, 16)).join('')}${pad('TBT', 10)}${pad('LCP', 10)}first-load JS\n`);
for (const row of rows) {
  const metrics = `${pad(`${Math.round(row.tbt)} ms`, 10)}${pad(`${Math.round(row.lcp)} ms`, 10)}`;
  process.stdout.write(`${pad(row.route, 30)}${CATEGORIES.map((id) => pad(row[id], 16)).join('')}${metrics}${row.scriptKiB.toFixed(1)} KiB\n`);
}
const notes = rows.filter((row) => row.failing.length > 0);
if (notes.length > 0) {
  process.stdout.write('\nAudits below 0.9 in any run:\n');
  for (const row of notes) process.stdout.write(`  ${row.route}: ${row.failing.join(', ')}\n`);
}
