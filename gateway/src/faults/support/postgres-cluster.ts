import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../test/redis-server.js';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are cut, as in a restart or failover. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, on a free loopback port, so the test may stop and start
 * it without touching anyone else's. PostgreSQL refuses to run as root: as root, it runs as
 * FAULT_PG_USER (CI creates `ci-postgres`).
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const asUser = process.getuid?.() === 0 ? (process.env.FAULT_PG_USER ?? 'ci-postgres') : undefined;
  const pg = (command: string, args: string[]) =>
    asUser ? run('runuser', ['-u', asUser, '--', join(PG_BIN, command), ...args]) : run(join(PG_BIN, command), args);
  const dir = await mkdtemp(join(tmpdir(), 'fault-postgres-'));
  if (asUser) {
    const { stdout } = await run('id', ['-u', asUser]);
    await chown(dir, Number(stdout.trim()), -1);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async close() {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
