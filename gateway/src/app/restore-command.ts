/**
 * `npm run restore -- FILE`: restores a backup into the empty DATA_DIR, or the empty database of
 * DATABASE_URL, that `npm start` would then open.
 */
import { restoreSite } from '../backup/site-backup.js';
import { loadConfig } from '../config.js';
import { commandFile, failWith } from './command-file.js';

try {
  const config = loadConfig();
  const manifest = await restoreSite(config, commandFile('restore'));
  const into = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
  process.stdout.write(`Restored the backup of ${manifest.createdAt} into ${into}; every entry matched its SHA-256. Start the site with npm start.\n`);
} catch (error) {
  failWith(error);
}
