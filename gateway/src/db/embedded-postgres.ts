import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { EmbeddedPostgresRequest, EmbeddedPostgresSettings } from './embedded-postgres-worker.js';

export interface EmbeddedPostgres {
  url: string;
  /** Writes the whole cluster to `file`, for `template` of a later start. */
  dumpTo(file: string): Promise<void>;
  stop(): Promise<void>;
}

/** The worker's own file: compiled JavaScript when built, TypeScript in tests and `npm run dev`. */
const workerFile = import.meta.url.replace(/embedded-postgres\.(ts|js)$/, 'embedded-postgres-worker.$1');

function startWorker(settings: EmbeddedPostgresSettings): Worker {
  if (!workerFile.endsWith('.ts')) return new Worker(new URL(workerFile), { workerData: settings });
  // Node 20 runs no TypeScript, and a worker ignores `--import tsx`: it loads its file through tsx's API.
  const code = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(workerFile)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(code, { eval: true, workerData: settings });
}

/**
 * PGlite served over the PostgreSQL wire protocol on a loopback port, so the gateway uses the very
 * same driver and SQL as against a PostgreSQL server. It runs in a worker thread: the database's
 * WebAssembly then works beside the gateway's JavaScript instead of taking turns with it on one
 * thread (decision 020). `dataDir` undefined keeps the database in memory (tests); `template`, a
 * file written by `dumpTo`, starts it from that cluster instead of an empty one.
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, maxConnections: number, template?: string): Promise<EmbeddedPostgres> {
  const worker = startWorker({ dataDir, maxConnections, template });
  const ended = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The embedded database stopped (exit code ${code}).`)));
  });
  const [url] = (await Promise.race([once(worker, 'message'), ended])) as [string];
  const send = (request: EmbeddedPostgresRequest) => worker.postMessage(request);
  return {
    url,
    async dumpTo(file) {
      const dumped = once(worker, 'message');
      send({ kind: 'dump', file });
      await dumped;
    },
    async stop() {
      const exited = once(worker, 'exit');
      send({ kind: 'stop' });
      await exited;
    },
  };
}
