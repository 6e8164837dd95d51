import { resolve } from 'node:path';
import { BackupError } from '../backup/backup-error.js';
import { ConfigError } from '../config.js';

/** The FILE of `npm run backup -- FILE`, relative to where npm was run rather than the workspace it runs in. */
export function commandFile(command: 'backup' | 'restore'): string {
  const file = process.argv[2];
  if (!file) throw new BackupError(`Usage: npm run ${command} -- FILE`);
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** An operator's mistake is said in one line; anything else with its stack. */
export function failWith(error: unknown): never {
  const expected = error instanceof BackupError || error instanceof ConfigError;
  process.stderr.write(`${expected ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
}
