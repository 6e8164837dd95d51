import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { entities } from '../src/app/entities.js';
import { openDatabase } from '../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../src/test/test-database.js';

export interface BaselineDatabase {
  /** What the write baseline is started with (see write-baseline-server.ts). */
  args: string[];
  drop(): Promise<void>;
}

/**
 * A database of the write baseline's own, migrated as the gateway's is (the same tables, indexes
 * and triggers, so an insert does the same work in the database): a fresh database on the server
 * at `serverUrl`, or a fresh PGlite data directory under `dataDir`.
 */
export async function baselineDatabase(serverUrl: string | undefined, dataDir: string, poolSize: number): Promise<BaselineDatabase> {
  const quiet = () => undefined;
  if (serverUrl) {
    const database: TestDatabase = await createTestDatabase(serverUrl);
    await (await openDatabase({ entities, url: database.url, embeddedDir: undefined, log: quiet })).close();
    return { args: ['pg', database.url, String(poolSize)], drop: () => database.drop() };
  }
  const directory = join(await mkdtemp(join(dataDir, 'baseline-')), 'pg');
  await (await openDatabase({ entities, url: undefined, embeddedDir: directory, log: quiet })).close();
  return { args: ['pglite', directory], drop: () => Promise.resolve() };
}
