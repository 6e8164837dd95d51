import { createWriteStream } from 'node:fs';
import { type FileHandle, open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { MikroORM } from '@mikro-orm/postgresql';
import { embeddedDatabaseDir } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { EMBEDDED_START_PARAMS } from '../db/embedded-postgres-settings.js';
import { GatewaySetting } from '../db/gateway-setting.entity.js';
import { ormConfig } from '../db/orm-config.js';
import { READ_TOKEN_SECRET, tokenSecretFile } from '../security/token-secret.js';
import type { Manifest } from './backup-archive.js';
import { BackupError } from './backup-error.js';
import { FOREIGN_KEYS, inReferenceOrder, MIGRATIONS_TABLE, quoted } from './copy-order.js';
import { restoredFilePath, restoreIntoDataDir } from './embedded-backup.js';
import { knownMigration } from './known-migration.js';
import { findTool, readPostgresDump, run } from './postgres-backup.js';

/** Rows a PostgreSQL server keeps files in; the embedded site keeps those files on disk, under DATA_DIR. */
const FILE_BYTES_TABLE = 'stored_file_bytes';
/** The files of `/downloads`, in pieces; their kind of file is `downloads`. */
const FILE_CHUNKS_TABLE = 'stored_file_chunks';
/** How much COPY text one statement into the embedded database carries, at most a row more. */
const COPY_BATCH_CHARS = 8 * 1024 * 1024;

const COPY_HEADER = /^COPY (\S+) \((.+)\) FROM stdin;$/;
const COPY_END = '\\.';
const SET_SEQUENCE = /^SELECT pg_catalog\.setval\(/;
const TOC_DATA = /^\d+; \d+ \d+ TABLE DATA public (\S+) /;
const TOC_SEQUENCE = /^\d+; \d+ \d+ SEQUENCE SET public /;

const unquoted = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');

/**
 * Restores a backup of a PostgreSQL server into an empty DATA_DIR, for a site that moves to one
 * machine, or a backup tried out on a laptop with `npm start`. The new embedded database is
 * migrated to the backup's own migration; pg_restore writes the backup's rows out as COPY text,
 * table after table in an order that gives each foreign key its row first, and they go into the
 * embedded database in batches with the tables' own triggers off (restored rows are not new
 * submissions: no mail, no webhook). The rows that hold files on a server become the files under
 * `DATA_DIR/uploads` that the embedded site reads, the generated token secret its file beside the
 * database, and each sequence takes the backup's value. Everything is written beside DATA_DIR and
 * renamed into place at the end: a restore that fails leaves DATA_DIR as it was.
 */
export async function restorePostgresIntoEmbedded(dataDir: string, file: string, manifest: Manifest): Promise<void> {
  const migration = knownMigration(manifest, file);
  const tool = await findTool('pg_restore');
  await restoreIntoDataDir(dataDir, async (staging) => {
    const dump = join(staging, 'restoring.dump');
    const list = join(staging, 'restoring.list');
    await readPostgresDump(file, (bytes) => pipeline(bytes, createWriteStream(dump, { flags: 'wx', mode: 0o600 })));
    await migrateTo(embeddedDatabaseDir(staging), migration);
    const db = await PGlite.create(embeddedDatabaseDir(staging), { startParams: EMBEDDED_START_PARAMS });
    try {
      const tables = await tablesInReferenceOrder(db);
      await writeFile(list, await restoreList(tool, dump, tables, file), { mode: 0o600 });
      for (const table of tables) await db.exec(`alter table ${quoted(table)} disable trigger user`);
      await run(tool, ['--data-only', `--use-list=${list}`, '--file=-', dump], undefined, (script) => copyScript(db, script, staging, file));
      for (const table of tables) await db.exec(`alter table ${quoted(table)} enable trigger user`);
      const [secret] = (await db.query<{ value: string }>(READ_TOKEN_SECRET)).rows;
      if (secret) await writeFile(tokenSecretFile(staging), secret.value, { mode: 0o600, flag: 'wx' });
    } finally {
      await db.close();
    }
    await rm(dump);
    await rm(list);
  });
}

/** A new embedded database in `directory`, at `migration`: later ones the site applies when it starts, as after any restore. */
async function migrateTo(directory: string, migration: string): Promise<void> {
  const embedded = await startEmbeddedPostgres(directory, 2);
  try {
    const orm = await MikroORM.init(ormConfig(embedded.url, [GatewaySetting], { pool: { min: 0, max: 1 }, logger: () => undefined }));
    try {
      await orm.getMigrator().up({ to: migration });
    } finally {
      await orm.close(true);
    }
  } finally {
    await embedded.stop();
  }
}

async function tablesInReferenceOrder(db: PGlite): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const references = await db.query<{ source: string; target: string }>(FOREIGN_KEYS);
  return inReferenceOrder(
    tables.rows.map(({ name }) => name).filter((name) => name !== MIGRATIONS_TABLE),
    references.rows,
  );
}

/**
 * pg_restore's list of the backup's table rows in `tables`' order, then its sequences' values. The
 * migrator's own table is left out: the new database's has its own rows. A table this version's
 * database lacks at the backup's migration is refused.
 */
async function restoreList(tool: string, dump: string, tables: readonly string[], file: string): Promise<string> {
  let contents = '';
  await run(tool, ['--list', dump], undefined, async (stdout) => {
    contents = (await stdout.toArray()).join('');
  });
  return restoreOrder(contents, tables, file);
}

/** The list pg_restore follows (its `--use-list`): the lines of `contents` for `tables`' rows in their order, then the sequences'. */
export function restoreOrder(contents: string, tables: readonly string[], file: string): string {
  const rows = new Map<string, string>();
  const sequences: string[] = [];
  for (const line of contents.split('\n')) {
    const table = TOC_DATA.exec(line)?.[1];
    if (table !== undefined) {
      if (table === MIGRATIONS_TABLE) continue;
      if (!tables.includes(table)) throw new BackupError(`The backup ${file} holds rows of a table this site does not have (${table}). Nothing was restored.`);
      rows.set(table, line);
    } else if (TOC_SEQUENCE.test(line)) sequences.push(line);
  }
  return [...tables.flatMap((table) => rows.get(table) ?? []), ...sequences, ''].join('\n');
}

/** What is done with the rows of one table in pg_restore's script. */
interface TableRows {
  row(line: string): Promise<void> | void;
  end(): Promise<void>;
}

/** Follows pg_restore's script: each table's COPY rows, and each sequence's value; the session settings it starts with are the embedded database's own already. */
async function copyScript(db: PGlite, script: Readable, staging: string, file: string): Promise<void> {
  let rows: TableRows | undefined;
  for await (const line of createInterface({ input: script, crlfDelay: Infinity })) {
    if (rows) {
      if (line === COPY_END) {
        await rows.end();
        rows = undefined;
      } else await rows.row(line);
      continue;
    }
    const header = COPY_HEADER.exec(line);
    if (header) rows = tableRows(db, header[1]!, header[2]!, staging, file);
    else if (SET_SEQUENCE.test(line)) await db.exec(line);
  }
  if (rows) throw new BackupError(`The backup ${file} ends inside a table's rows. Nothing was restored.`);
}

function tableRows(db: PGlite, table: string, columnList: string, staging: string, file: string): TableRows {
  const columns = columnList.split(', ').map(unquoted);
  const name = unquoted(table.replace(/^public\./, ''));
  if (name === FILE_BYTES_TABLE) return fileRows(columns, staging, file);
  if (name === FILE_CHUNKS_TABLE) return chunkRows(columns, staging, file);
  let batch: string[] = [];
  let chars = 0;
  const send = async () => {
    if (batch.length === 0) return;
    const text = `${batch.join('\n')}\n`;
    batch = [];
    chars = 0;
    await db.query(`copy ${table} (${columnList}) from '/dev/blob'`, [], { blob: new Blob([text]) });
  };
  return {
    async row(line) {
      batch.push(line);
      chars += line.length;
      if (chars >= COPY_BATCH_CHARS) await send();
    },
    end: send,
  };
}

/** The fields of one COPY row by column name, checked to be all there. */
function fieldsOf(line: string, columns: readonly string[], wanted: readonly string[], file: string): string[] {
  const fields = line.split('\t');
  return wanted.map((column) => {
    const value = fields[columns.indexOf(column)];
    if (value === undefined || value === '\\N') throw new BackupError(`The backup ${file} holds a stored file without its ${column}. Nothing was restored.`);
    return value;
  });
}

/** A bytea value as COPY's text writes it in hex: `\\x` and two digits a byte. */
function bytesOf(field: string, file: string): Buffer {
  const hex = field.startsWith('\\\\x') ? field.slice(3) : undefined;
  const bytes = hex === undefined ? undefined : Buffer.from(hex, 'hex');
  if (!bytes || bytes.length * 2 !== hex!.length)
    throw new BackupError(`The backup ${file} holds a stored file's bytes in a form this site does not read. Nothing was restored.`);
  return bytes;
}

/** An upload's row becomes its file. */
function fileRows(columns: readonly string[], staging: string, file: string): TableRows {
  return {
    async row(line) {
      const [name, visibility, bytes] = fieldsOf(line, columns, ['stored_name', 'visibility', 'bytes'], file);
      await writeFile(await restoredFilePath(staging, visibility!, name!, file), bytesOf(bytes!, file), { flag: 'wx', mode: 0o640 });
    },
    end: () => Promise.resolve(),
  };
}

/** Each piece of a download goes to its place in its file, whatever order the rows come in. */
function chunkRows(columns: readonly string[], staging: string, file: string): TableRows {
  const opened = new Map<string, FileHandle>();
  return {
    async row(line) {
      const [name, offset, bytes] = fieldsOf(line, columns, ['stored_name', 'start_offset', 'bytes'], file);
      let handle = opened.get(name!);
      if (!handle) {
        handle = await open(await restoredFilePath(staging, 'downloads', name!, file), 'wx', 0o640);
        opened.set(name!, handle);
      }
      const piece = bytesOf(bytes!, file);
      await handle.write(piece, 0, piece.length, Number(offset));
    },
    async end() {
      for (const handle of opened.values()) await handle.close();
    },
  };
}
