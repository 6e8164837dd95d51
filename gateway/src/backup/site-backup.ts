import { readFile } from 'node:fs/promises';
import type { Config } from '../config.js';
import { type Manifest, verifyArchive } from './backup-archive.js';
import { backupEmbedded, refuseNonEmptyDataDir, restoreEmbedded } from './embedded-backup.js';
import { restoreEmbeddedIntoPostgres } from './embedded-into-postgres.js';
import { restorePostgresIntoEmbedded } from './postgres-into-embedded.js';
import { backupPostgres, refuseNonEmptyDatabase, restorePostgres } from './postgres-backup.js';

export interface BackupResult {
  manifest: Manifest;
  /** Files a row names that were not on disk when the backup was taken. */
  missing: string[];
}

async function siteVersion(): Promise<string> {
  const gateway = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return gateway.version;
}

/** `npm run backup -- FILE`: the database the settings name (DATABASE_URL, else the embedded one in DATA_DIR) and its files, into FILE. */
export async function backupSite(config: Config, file: string, storedFiles: readonly string[]): Promise<BackupResult> {
  const version = await siteVersion();
  if (config.databaseUrl) return { manifest: await backupPostgres(config.databaseUrl, file, version), missing: [] };
  return backupEmbedded({ dataDir: config.dataDir, uploadsDir: config.uploadsDir, storedFiles }, file, version);
}

/**
 * `npm run restore -- FILE`: refuses a target that holds anything, then checks every entry of the
 * backup against its manifest, and only then writes. A backup of either kind of database restores
 * into either kind: a site moving to a PostgreSQL server, or back to one machine.
 */
export async function restoreSite(config: Config, file: string): Promise<Manifest> {
  if (config.databaseUrl) await refuseNonEmptyDatabase(config.databaseUrl);
  else await refuseNonEmptyDataDir(config.dataDir);
  const manifest = await verifyArchive(file);
  if (config.databaseUrl) {
    if (manifest.database === 'embedded') await restoreEmbeddedIntoPostgres(config.databaseUrl, file, manifest);
    else await restorePostgres(config.databaseUrl, file);
  } else if (manifest.database === 'postgresql') {
    await restorePostgresIntoEmbedded(config.dataDir, file, manifest);
  } else {
    await restoreEmbedded(config.dataDir, file);
  }
  return manifest;
}
