import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDatabaseDir } from '../db/database.js';
import { tokenSecretFile } from '../security/token-secret.js';
import { type ArchiveEntry, type Manifest, readArchive, writeArchive } from './backup-archive.js';
import { BackupError, noDatabase, unknownEntry } from './backup-error.js';
import { backupSocketPath, requestSnapshot } from './backup-socket.js';

export const EMBEDDED_DATABASE_ENTRY = 'database/pgdata.tar.gz';
export const EMBEDDED_SECRET_ENTRY = 'settings/token-secret';
/** An uploaded file's entry: its kind and its stored name. */
export const EMBEDDED_FILE_ENTRY = /^files\/(private|public|downloads)\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** The files the core's rows keep; features add theirs (`FeatureModule.storedFiles`). */
const UPLOADED_FILES = 'select visibility, stored_name, false as optional from uploaded_files';
const LAST_MIGRATION = 'select name from mikro_orm_migrations order by id desc limit 1';

export interface EmbeddedSite {
  dataDir: string;
  uploadsDir: string;
  /** The features' queries naming their files (see `FeatureModule.storedFiles`). */
  storedFiles: readonly string[];
}

interface StoredFileRow {
  visibility: string;
  stored_name: string;
  optional: boolean;
}

export interface EmbeddedBackup {
  manifest: Manifest;
  /** Files a row names that were not on disk (lost before the backup); the backup holds the rest. */
  missing: string[];
}

/**
 * Backs up the embedded database and the files its rows name. The database comes first, as one
 * snapshot from the running site (or, when the site is stopped, from its directory); then every
 * file that snapshot names is copied, while the site keeps removed files on disk. Files written
 * for submissions that committed after the snapshot are left out with their rows, so what is
 * restored is the site at the snapshot's instant: no row without its file.
 */
export async function backupEmbedded(site: EmbeddedSite, file: string, siteVersion: string): Promise<EmbeddedBackup> {
  const snapshot = await takeSnapshot(site.dataDir);
  try {
    const { rows, migration } = await readSnapshot(snapshot.bytes, [UPLOADED_FILES, ...site.storedFiles]);
    const missing: string[] = [];
    const entries = async function* (): AsyncGenerator<ArchiveEntry> {
      yield { path: EMBEDDED_DATABASE_ENTRY, size: snapshot.bytes.length, open: () => Readable.from([snapshot.bytes]) };
      for (const row of rows) {
        const path = join(site.uploadsDir, row.visibility, row.stored_name);
        const size = await stat(path).then(
          (found) => found.size,
          () => null,
        );
        if (size === null) {
          if (!row.optional) missing.push(`${row.visibility}/${row.stored_name}`);
          continue;
        }
        yield { path: `files/${row.visibility}/${row.stored_name}`, size, open: () => createReadStream(path) };
      }
      const secret = tokenSecretFile(site.dataDir);
      const secretSize = await stat(secret).then(
        (found) => found.size,
        () => null,
      );
      if (secretSize !== null) yield { path: EMBEDDED_SECRET_ENTRY, size: secretSize, open: () => createReadStream(secret) };
    };
    return { manifest: await writeArchive(file, { database: 'embedded', siteVersion, migration }, entries()), missing };
  } finally {
    snapshot.done();
  }
}

async function takeSnapshot(dataDir: string): Promise<{ bytes: Buffer; done(): void }> {
  const fromSite = await requestSnapshot(dataDir);
  if (fromSite) return fromSite;
  const directory = embeddedDatabaseDir(dataDir);
  if (!existsSync(join(directory, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  if (existsSync(join(directory, 'postmaster.pid'))) {
    throw new BackupError(
      `The database in ${directory} is open, but no site answers on ${backupSocketPath(dataDir)}. ` +
        'A site that stopped without closing its database leaves it so: start the site (it recovers the database) and back up while it runs.',
    );
  }
  const db = await PGlite.create(directory);
  try {
    return { bytes: Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()), done: () => undefined };
  } finally {
    await db.close();
  }
}

/** Opens the snapshot in memory: the files it names come from the snapshot itself, and the backup is known to open. */
async function readSnapshot(bytes: Buffer, queries: readonly string[]): Promise<{ rows: StoredFileRow[]; migration: string | null }> {
  const db = await PGlite.create({ loadDataDir: new Blob([bytes]) });
  try {
    const rows = await db.query<StoredFileRow>(`${queries.join(' union all ')} order by 1, 2`);
    const migration = await db.query<{ name: string }>(LAST_MIGRATION);
    return { rows: rows.rows, migration: migration.rows[0]?.name ?? null };
  } finally {
    await db.close();
  }
}

/** Refuses a DATA_DIR that holds anything: a restore never overwrites or mixes with what is there. */
export async function refuseNonEmptyDataDir(dataDir: string): Promise<void> {
  const found = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (found.length > 0) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty. A restore writes only into an empty or new directory, so that nothing there is overwritten: ` +
        'set DATA_DIR to a new directory, or move this one away first. Nothing was restored.',
    );
  }
}

/**
 * Writes a restore into an empty DATA_DIR: `fill` writes into a directory beside it, which is
 * renamed into place at the end, so a restore that fails leaves DATA_DIR as it was.
 */
export async function restoreIntoDataDir(dataDir: string, fill: (staging: string) => Promise<void>): Promise<void> {
  await refuseNonEmptyDataDir(dataDir);
  await mkdir(dirname(dataDir), { recursive: true });
  const staging = `${dataDir}.restoring-${randomUUID().slice(0, 8)}`;
  await mkdir(staging, { mode: 0o700 });
  try {
    await fill(staging);
    await rmdir(dataDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, dataDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** The kind and stored name of an uploaded file's entry in an embedded backup; any other entry is refused. */
export function uploadedFileEntry(path: string, file: string): { visibility: string; name: string } {
  const [, visibility, name] = EMBEDDED_FILE_ENTRY.exec(path) ?? [];
  if (!visibility || !name) throw unknownEntry(file, path);
  return { visibility, name };
}

/** Where an uploaded file goes in a DATA_DIR being restored, its folder made; a kind or a name this site never writes is refused. */
export async function restoredFilePath(dataDir: string, visibility: string, name: string, file: string): Promise<string> {
  if (!EMBEDDED_FILE_ENTRY.test(`files/${visibility}/${name}`)) {
    throw new BackupError(`The backup ${file} holds a file this site does not write (${visibility}/${name}). Nothing was restored.`);
  }
  await mkdir(join(dataDir, 'uploads', visibility), { recursive: true, mode: 0o750 });
  return join(dataDir, 'uploads', visibility, name);
}

/** Restores a verified backup of the embedded database into an empty DATA_DIR. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  await restoreIntoDataDir(dataDir, async (staging) => {
    let database: Buffer | undefined;
    await readArchive(file, async (path, bytes) => {
      if (path === EMBEDDED_DATABASE_ENTRY) {
        database = Buffer.concat(await bytes.toArray());
        return;
      }
      if (path === EMBEDDED_SECRET_ENTRY) {
        await writeFile(tokenSecretFile(staging), Buffer.concat(await bytes.toArray()), { mode: 0o600 });
        return;
      }
      const { visibility, name } = uploadedFileEntry(path, file);
      await pipeline(bytes, createWriteStream(await restoredFilePath(staging, visibility, name, file), { flags: 'wx', mode: 0o640 }));
    });
    if (!database) throw noDatabase(file, 'embedded');
    const db = await PGlite.create(embeddedDatabaseDir(staging), { loadDataDir: new Blob([database]) });
    await db.close();
  });
}
