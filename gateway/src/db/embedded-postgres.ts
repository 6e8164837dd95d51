import './embedded-postgres-wasm.js';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EmbeddedPostgresRequest, EmbeddedPostgresSettings } from './embedded-postgres-worker.js';
import { embeddedWorkerFile } from './embedded-postgres-worker-file.js';

export interface EmbeddedPostgres {
  url: string;
  /** Writes the whole cluster to `file`, for `template` of a later start. */
  dumpTo(file: string): Promise<void>;
  /** The cluster at one instant, as a gzipped tar (backups). */
  snapshot(): Promise<Uint8Array>;
  stop(): Promise<void>;
}

const createFile = fileURLToPath(import.meta.url.replace(/embedded-postgres\.(ts|js)$/, 'embedded-postgres-create.$1'));

/**
 * The worker's young generation: V8 grows it to 32 MB and more under a write load, and keeps that
 * while idle; the database's data lives in its WebAssembly memory, not there. 8 MB took 17 MB off
 * the gateway after the bench's load and cost no write speed (decision 042).
 */
const WORKER_YOUNG_GENERATION_MB = 8;

// Node's WebAssembly: the gateway's TypeScript libraries (ES2023, no DOM) declare only its types.
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };

const pgliteWasmFile = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
let pgliteModule: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and handed to every worker. V8 compiles a function
 * of it when it first runs and keeps that code in the module, so a module kept here spares each later
 * database in the process compiling it again: some 0.3 CPU s of each start from a template, and the
 * tests start a hundred.
 */
function compiledPglite(): Promise<WebAssembly.Module> {
  pgliteModule ??= readFile(pgliteWasmFile).then((bytes) => WebAssembly.compile(bytes));
  return pgliteModule;
}

async function startWorker(settings: Omit<EmbeddedPostgresSettings, 'pgliteModule'>): Promise<Worker> {
  const workerData: EmbeddedPostgresSettings = { ...settings, pgliteModule: await compiledPglite() };
  return new Worker(await embeddedWorkerFile(), { workerData, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
}

/** Creates the cluster in a process of its own, which gives back all initdb took when it ends. */
async function createCluster(dataDir: string): Promise<void> {
  const child = fork(createFile, [dataDir], { execArgv: createFile.endsWith('.ts') ? ['--import', 'tsx'] : [], stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Creating the embedded database in ${dataDir} failed (exit code ${code}).`);
}

/**
 * PGlite served over the PostgreSQL wire protocol on a loopback port, so the gateway uses the very
 * same driver and SQL as against a PostgreSQL server. It runs in a worker thread: the database's
 * WebAssembly then works beside the gateway's JavaScript instead of taking turns with it on one
 * thread (decision 020). `dataDir` undefined keeps the database in memory (tests); `template`, a
 * file written by `dumpTo`, starts it from that cluster instead of an empty one.
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, maxConnections: number, template?: string): Promise<EmbeddedPostgres> {
  if (dataDir && !template && !existsSync(join(dataDir, 'PG_VERSION'))) await createCluster(dataDir);
  const worker = await startWorker({ dataDir, maxConnections, template });
  const ended = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The embedded database stopped (exit code ${code}).`)));
  });
  const [url] = (await Promise.race([once(worker, 'message'), ended])) as [string];
  // One request at a time, so each answer is read by the request that asked for it.
  let queue: Promise<unknown> = Promise.resolve();
  const ask = <T>(request: EmbeddedPostgresRequest): Promise<T> => {
    const answered = queue.then(async () => {
      const answer = once(worker, 'message');
      worker.postMessage(request);
      return ((await answer) as [T])[0];
    });
    queue = answered.catch(() => undefined);
    return answered;
  };
  return {
    url,
    async dumpTo(file) {
      await ask({ kind: 'dump', file });
    },
    snapshot: () => ask<Uint8Array>({ kind: 'snapshot' }),
    async stop() {
      const exited = once(worker, 'exit');
      worker.postMessage({ kind: 'stop' } satisfies EmbeddedPostgresRequest);
      await exited;
    },
  };
}
