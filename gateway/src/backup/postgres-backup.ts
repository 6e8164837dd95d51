import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { access, constants, readdir, rm, stat } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { type Manifest, readArchive, writeArchive } from './backup-archive.js';
import { BackupError, noDatabase, unknownEntry } from './backup-error.js';

export const POSTGRES_DATABASE_ENTRY = 'database/postgres.dump';
const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** A PostgreSQL client tool: from PATH, else the newest of Debian's versioned ones. */
export async function findTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  const onPath = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const debian = await readdir(DEBIAN_VERSIONS).catch(() => [] as string[]);
  const versioned = debian.sort((a, b) => Number(b) - Number(a)).map((version) => join(DEBIAN_VERSIONS, version, 'bin'));
  for (const directory of [...onPath, ...versioned]) {
    const candidate = join(directory, name);
    if (
      await access(candidate, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  throw new BackupError(
    `${name} was not found. Install PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install postgresql-client).`,
  );
}

/**
 * Runs a tool to its end, with `input` as its standard input and `output` reading its standard
 * output. A tool that fails is told by its error output; when `output` fails first, the tool is
 * stopped and that failure is the one thrown.
 */
export async function run(tool: string, args: string[], input?: Readable, output?: (stdout: Readable) => Promise<void>): Promise<void> {
  const child = spawn(tool, args, { stdio: [input ? 'pipe' : 'ignore', output ? 'pipe' : 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('close', done);
  });
  const fed = input ? pipeline(input, child.stdin!).catch(() => undefined) : undefined;
  let failure: { error: unknown } | undefined;
  const read = output?.(child.stdout!).catch((error: unknown) => {
    failure = { error };
    child.kill();
    // Unread output would hold the tool's end back.
    child.stdout!.destroy();
  });
  const code = await exited;
  await Promise.all([fed, read]);
  if (code !== 0 && code !== null) throw new BackupError(`${tool} failed: ${errors.trim() || `exit code ${code}`}`);
  if (failure) throw failure.error;
  if (code !== 0) throw new BackupError(`${tool} failed: ${errors.trim() || 'it was stopped'}`);
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Backs up a PostgreSQL database with pg_dump (custom format): one snapshot, taken in one
 * transaction, of every table, the uploaded files' bytes included (they are rows there).
 */
export async function backupPostgres(url: string, file: string, siteVersion: string): Promise<Manifest> {
  const dump = `${file}.database-partial`;
  try {
    await run(await findTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${url}`]);
    const [last] = await query<{ name: string }>(url, 'select name from mikro_orm_migrations order by id desc limit 1');
    const { size } = await stat(dump);
    const entries = async function* () {
      yield { path: POSTGRES_DATABASE_ENTRY, size, open: () => createReadStream(dump) };
    };
    return await writeArchive(file, { database: 'postgresql', siteVersion, migration: last?.name ?? null }, entries());
  } finally {
    await rm(dump, { force: true });
  }
}

/** Refuses a database that already has tables: a restore never mixes with or overwrites a site's data. */
export async function refuseNonEmptyDatabase(url: string): Promise<void> {
  const [found] = await query<{ tables: number }>(url, "select count(*)::int as tables from information_schema.tables where table_schema = 'public'");
  if (found!.tables > 0) {
    throw new BackupError(
      `The database at DATABASE_URL already has ${found!.tables} tables. A restore writes only into an empty database, so that nothing there is ` +
        'overwritten: create a new one (createdb) and point DATABASE_URL at it. Nothing was restored.',
    );
  }
}

/** Restores a verified backup into an empty database, in one transaction: a failure leaves it empty. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await refuseNonEmptyDatabase(url);
  const tool = await findTool('pg_restore');
  await readPostgresDump(file, (dump) => run(tool, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`], dump));
}

/** Hands `use` the dump a backup of a PostgreSQL database holds, its one entry; anything else is refused. */
export async function readPostgresDump(file: string, use: (dump: Readable) => Promise<void>): Promise<void> {
  let found = false;
  await readArchive(file, async (path, bytes) => {
    if (path !== POSTGRES_DATABASE_ENTRY) throw unknownEntry(file, path);
    await use(bytes);
    found = true;
  });
  if (!found) throw noDatabase(file, 'PostgreSQL');
}
