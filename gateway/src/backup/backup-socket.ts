import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackupError } from './backup-error.js';

/** What a running gateway on the embedded database lends a backup. */
export interface SnapshotSource {
  /** The database's data directory at one instant, as a gzipped tar. */
  snapshot(): Promise<Uint8Array>;
  /** Keeps removed files on disk until the returned function is called, so the snapshot's files stay. */
  holdRemovals(): () => Promise<void>;
}

/**
 * Where a gateway on the embedded database listens for `npm run backup`: a Unix socket in its data
 * directory, so whoever can reach it can already read the data. A socket's path has at most 107
 * bytes; a longer data directory gets one in the temporary directory, named after it.
 */
export function backupSocketPath(dataDir: string): string {
  const inside = join(dataDir, 'backup.sock');
  if (Buffer.byteLength(inside) < 100) return inside;
  return join(tmpdir(), `svr-site-backup-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

/**
 * Answers each connection with one snapshot (a JSON line with its size, then its bytes) and keeps
 * removed files on disk until the connection closes, when the backup has copied them. One backup at
 * a time: a second is told so.
 */
export async function serveSnapshots(dataDir: string, source: SnapshotSource, log: (error: unknown) => void): Promise<{ close(): Promise<void> }> {
  const path = backupSocketPath(dataDir);
  let busy = false;
  const server = createServer((socket) => {
    socket.on('error', log);
    if (busy) {
      socket.end(`${JSON.stringify({ error: 'Another backup is under way; try again when it has finished.' })}\n`);
      return;
    }
    busy = true;
    const release = source.holdRemovals();
    socket.once('close', () => {
      busy = false;
      release().catch(log);
    });
    source.snapshot().then(
      (bytes) => {
        socket.write(`${JSON.stringify({ size: bytes.length })}\n`);
        socket.write(bytes);
      },
      (error: unknown) => {
        log(error);
        socket.end(`${JSON.stringify({ error: 'The site could not take a snapshot of its database; see its log.' })}\n`);
      },
    );
  });
  await mkdir(dataDir, { recursive: true });
  // A gateway that was killed leaves its socket file behind; only one gateway can open the data directory.
  await rm(path, { force: true });
  server.listen(path);
  await once(server, 'listening');
  await chmod(path, 0o600);
  return {
    async close() {
      server.close();
      await rm(path, { force: true });
    },
  };
}

/**
 * Asks the gateway running on `dataDir` for a snapshot. Null when none listens there. The returned
 * `done` closes the connection, after which the gateway removes files again.
 */
export async function requestSnapshot(dataDir: string): Promise<{ bytes: Buffer; done(): void } | null> {
  const socket = createConnection(backupSocketPath(dataDir));
  try {
    await once(socket, 'connect');
  } catch (error) {
    socket.destroy();
    if (['ENOENT', 'ECONNREFUSED'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
  try {
    const bytes = await readAnswer(socket);
    return { bytes, done: () => socket.end() };
  } catch (error) {
    socket.destroy();
    throw error;
  }
}

/** Reads the answer with listeners rather than an async iterator, whose end would close the socket and so release the files. */
function readAnswer(socket: Socket): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    let size: number | undefined;
    const body: Buffer[] = [];
    let received = 0;
    const finish = (result: Buffer | Error) => {
      socket.off('data', onData).off('end', onEnd).off('error', reject);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onEnd = () => finish(new BackupError('The site closed the connection before the snapshot arrived; see its log.'));
    const onData = (chunk: Buffer) => {
      let rest = chunk;
      if (size === undefined) {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf(10);
        if (end < 0) return;
        const answer = JSON.parse(head.subarray(0, end).toString('utf8')) as { size?: number; error?: string };
        if (answer.error) return finish(new BackupError(answer.error));
        size = answer.size!;
        rest = head.subarray(end + 1);
      }
      body.push(rest);
      received += rest.length;
      if (received >= size) finish(Buffer.concat(body).subarray(0, size));
    };
    socket.on('data', onData).on('end', onEnd).on('error', reject);
  });
}
