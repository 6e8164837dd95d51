import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.js';

/** Its name in `gateway_settings` on a PostgreSQL server, and its file's in DATA_DIR beside the embedded database. */
const SETTING = 'token-secret';
/** Keeps a secret in the database unless one is there already: the first of several gateways wins. */
export const KEEP_TOKEN_SECRET = `insert into gateway_settings (name, value) values ('${SETTING}', ?) on conflict (name) do nothing`;
/** The secret kept in the database, if any. */
export const READ_TOKEN_SECRET = `select value from gateway_settings where name = '${SETTING}'`;

/**
 * The configured secret; otherwise one generated on the first start and kept where every gateway
 * of this database finds it: in a PostgreSQL server (so gateways behind one load balancer accept
 * each other's tokens), or in the data directory beside the embedded database.
 */
export async function resolveTokenSecret(configured: string | undefined, db: Database, dataDir: string): Promise<string> {
  if (configured) return configured;
  return db.embedded ? secretInDataDir(dataDir) : secretInDatabase(db);
}

function newSecret(): string {
  return randomBytes(48).toString('base64url');
}

// Insert-or-keep: of several gateways starting at once, the first insert wins and all read it.
async function secretInDatabase(db: Database): Promise<string> {
  const connection = db.orm.em.getConnection();
  await connection.execute(KEEP_TOKEN_SECRET, [newSecret()]);
  const rows = await connection.execute<{ value: string }[]>(READ_TOKEN_SECRET);
  return rows[0]!.value;
}

/** Where the embedded database's gateway keeps a generated secret. */
export function tokenSecretFile(dataDir: string): string {
  return join(dataDir, SETTING);
}

async function secretInDataDir(dataDir: string): Promise<string> {
  const file = tokenSecretFile(dataDir);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = newSecret();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
