/**
 * `npm run backup -- FILE`: backs up the site the settings name (DATA_DIR, DATABASE_URL, as for
 * `npm start`) into FILE, while it runs or while it is stopped.
 */
import { existsSync } from 'node:fs';
import { BackupError } from '../backup/backup-error.js';
import { backupSite } from '../backup/site-backup.js';
import { loadConfig } from '../config.js';
import { commandFile, failWith } from './command-file.js';
import { storedFileQueries } from './feature-parts.js';

try {
  const file = commandFile('backup');
  if (existsSync(file)) throw new BackupError(`${file} already exists; a backup is written only under a new name.`);
  const { manifest, missing } = await backupSite(loadConfig(), file, storedFileQueries);
  const files = manifest.entries.filter((entry) => entry.path.startsWith('files/')).length;
  const bytes = manifest.entries.reduce((sum, entry) => sum + entry.size, 0);
  const size = bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(1)} MB`;
  const uploads = files === 1 ? ' and 1 file' : files ? ` and ${files} files` : '';
  process.stdout.write(`Backed up the ${manifest.database} database${uploads} (${size}) to ${file}.\n`);
  if (missing.length) process.stderr.write(`These files were already missing from DATA_DIR when the backup was taken: ${missing.join(', ')}\n`);
} catch (error) {
  failWith(error);
}
