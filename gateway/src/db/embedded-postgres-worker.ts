import { mkdir } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** What `startEmbeddedPostgres` hands this thread. */
export interface EmbeddedPostgresSettings {
  dataDir: string | undefined;
  maxConnections: number;
}

const { dataDir, maxConnections } = workerData as EmbeddedPostgresSettings;
if (dataDir) await mkdir(dataDir, { recursive: true });
const db = await PGlite.create(dataDir ?? 'memory://');
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
await server.start();
parentPort!.once('message', async () => {
  await server.stop();
  await db.close();
  process.exit(0);
});
parentPort!.postMessage(`postgresql://postgres@${server.getServerConn()}/postgres`);
