import './embedded-postgres-wasm.js';
import { openAsBlob } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { EMBEDDED_START_PARAMS } from './embedded-postgres-settings.js';

/** What `startEmbeddedPostgres` hands this thread. */
export interface EmbeddedPostgresSettings {
  dataDir: string | undefined;
  maxConnections: number;
  /** A data directory written by `dumpTo`, loaded instead of creating an empty cluster (tests). */
  template: string | undefined;
  /** PGlite's WebAssembly, compiled by the gateway's thread (see `startEmbeddedPostgres`). */
  pgliteModule: WebAssembly.Module;
}

/** What the gateway's thread asks of this one. */
export type EmbeddedPostgresRequest = { kind: 'stop' } | { kind: 'dump'; file: string } | { kind: 'snapshot' };

const { dataDir, maxConnections, template, pgliteModule } = workerData as EmbeddedPostgresSettings;
if (dataDir) await mkdir(dataDir, { recursive: true });
// Creating a cluster runs initdb, about three seconds; loading a dump of one takes a fifth of that.
// A Blob over the file: Node 20 copies a Blob made from bytes in memory chunk by chunk, a third of
// the load's time for the 40 MB dump.
const loadDataDir = template ? await openAsBlob(template) : undefined;
const db = await PGlite.create(dataDir ?? 'memory://', { loadDataDir, pgliteWasmModule: pgliteModule, startParams: EMBEDDED_START_PARAMS });
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
await server.start();
parentPort!.on('message', async (request: EmbeddedPostgresRequest) => {
  if (request.kind === 'dump') {
    // Uncompressed: loading it back is faster than gunzipping it.
    const dump = await db.dumpDataDir('none');
    await writeFile(request.file, Buffer.from(await dump.arrayBuffer()));
    parentPort!.postMessage('dumped');
    return;
  }
  if (request.kind === 'snapshot') {
    // Taken between two statements (PGlite runs one at a time), so it opens as after a crash at
    // that instant: committed transactions in, uncommitted ones out. Gzipped, as it is kept.
    const dump = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
    parentPort!.postMessage(dump, [dump.buffer]);
    return;
  }
  await server.stop();
  await db.close();
  process.exit(0);
});
parentPort!.postMessage(`postgresql://postgres@${server.getServerConn()}/postgres`);
