import { migrationsList } from '../db/migrations/index.js';
import type { Manifest } from './backup-archive.js';
import { BackupError } from './backup-error.js';

/**
 * The migration the backup's database is at, which a restore into the other kind of database
 * migrates the new one to before copying the rows. A backup taken by a newer version is refused
 * before anything is written.
 */
export function knownMigration(manifest: Manifest, file: string): string {
  const migration = manifest.migration;
  if (!migration || !migrationsList.some(({ name }) => name === migration)) {
    throw new BackupError(
      `The backup ${file} was taken by a site whose database is at ${migration ?? 'no migration'}, which this version does not have: ` +
        'restore it with the version that took it, or a newer one. Nothing was restored.',
    );
  }
  return migration;
}
