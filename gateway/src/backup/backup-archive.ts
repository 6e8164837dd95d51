import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';
import { BackupError } from './backup-error.js';

/** Which database a backup holds; either restores into either kind (site-backup.ts). */
export type DatabaseKind = 'embedded' | 'postgresql';

export const BACKUP_FORMAT = 'svr-site-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

/** The archive's last entry: what it holds and each entry's checksum, checked before a restore writes anything. */
export interface Manifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  database: DatabaseKind;
  /** The gateway's version and the last migration applied to the database in the backup. */
  siteVersion: string;
  migration: string | null;
  entries: ManifestEntry[];
}

/** One file of the archive: its bytes are read only when it is written, so nothing is held whole in memory. */
export interface ArchiveEntry {
  path: string;
  size: number;
  open(): Readable;
}

/**
 * Writes a tar archive of `entries` followed by its manifest, streaming each entry and hashing it
 * on the way. It is written beside `file` and renamed at the end, so a backup that fails half-way
 * never leaves a truncated file under the name a restore would read.
 */
export async function writeArchive(
  file: string,
  description: Pick<Manifest, 'database' | 'siteVersion' | 'migration'>,
  entries: AsyncIterable<ArchiveEntry>,
): Promise<Manifest> {
  const partial = `${file}.partial`;
  const archive = pack();
  const written = pipeline(archive, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  const manifest: Manifest = { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, createdAt: new Date().toISOString(), ...description, entries: [] };
  try {
    for await (const entry of entries) {
      const hash = createHash('sha256');
      let sink!: ReturnType<typeof archive.entry>;
      const finished = new Promise<void>((done, fail) => {
        sink = archive.entry({ name: entry.path, size: entry.size, mode: 0o600 }, (error) => (error ? fail(error) : done()));
      });
      for await (const chunk of entry.open() as AsyncIterable<Buffer>) {
        hash.update(chunk);
        if (!sink.write(chunk)) await once(sink, 'drain');
      }
      sink.end(undefined);
      await finished;
      manifest.entries.push({ path: entry.path, size: entry.size, sha256: hash.digest('hex') });
    }
    archive.entry({ name: MANIFEST_NAME, mode: 0o600 }, JSON.stringify(manifest, null, 2));
    archive.finalize();
    await written;
    await rename(partial, file);
    return manifest;
  } catch (error) {
    archive.destroy(error as Error);
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

function damaged(file: string, why: string): BackupError {
  return new BackupError(`The backup ${file} is damaged or not a backup of this site (${why}). Nothing was restored.`);
}

/**
 * Reads the whole archive once and checks every entry against the manifest (size and SHA-256),
 * that the manifest lists exactly the entries there are, and that it is a format this code reads.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | undefined;
  try {
    const entries = extract();
    const reading = pipeline(createReadStream(file), entries);
    reading.catch(() => undefined);
    for await (const entry of entries) {
      if (manifest) throw damaged(file, 'an entry after the manifest');
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        if (entry.header.name === MANIFEST_NAME) chunks.push(chunk);
      }
      if (entry.header.name === MANIFEST_NAME) manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
      else seen.set(entry.header.name, { size, sha256: hash.digest('hex') });
    }
    await reading;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`There is no backup file ${file}.`);
    throw damaged(file, (error as Error).message);
  }
  if (!manifest || manifest.format !== BACKUP_FORMAT) throw damaged(file, 'no manifest');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(`The backup ${file} has format version ${manifest.formatVersion}; this version of the site reads version ${BACKUP_FORMAT_VERSION}.`);
  }
  for (const listed of manifest.entries) {
    const found = seen.get(listed.path);
    if (!found) throw damaged(file, `${listed.path} is missing`);
    if (found.size !== listed.size || found.sha256 !== listed.sha256) throw damaged(file, `${listed.path} does not match its SHA-256`);
    seen.delete(listed.path);
  }
  const extra = seen.keys().next();
  if (!extra.done) throw damaged(file, `${extra.value} is not in the manifest`);
  return manifest;
}

/** Hands each entry but the manifest to `take`, which must read it to the end; call only after `verifyArchive`. */
export async function readArchive(file: string, take: (path: string, bytes: Readable) => Promise<void>): Promise<void> {
  const entries = extract();
  const reading = pipeline(createReadStream(file), entries);
  try {
    for await (const entry of entries) {
      if (entry.header.name === MANIFEST_NAME) entry.resume();
      else await take(entry.header.name, Readable.from(entry as AsyncIterable<Buffer>));
    }
    await reading;
  } catch (error) {
    entries.destroy(error as Error);
    await reading.catch(() => undefined);
    throw error;
  }
}
