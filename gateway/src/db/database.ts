import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { setInsertsInFlight } from './insert-once.js';
import { type EntityDefinition, ormConfig, POOL_SIZE } from './orm-config.js';

/** A second batch of submissions goes out while the first commits; more made smaller batches that cost more per row (decision 035). */
const SERVER_INSERTS_IN_FLIGHT = 2;

export interface Database {
  orm: MikroORM;
  /** Whether this is the embedded PGlite rather than a PostgreSQL server. */
  embedded: boolean;
  /** The embedded database at one instant, as a gzipped tar of its data directory (backups); absent on a server. */
  snapshot: (() => Promise<Uint8Array>) | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Every table the ORM maps, the core's and the features'. */
  entities: readonly EntityDefinition[];
  /** A PostgreSQL server; when absent, the embedded database is started. */
  url: string | undefined;
  /** Where the embedded database keeps its files; undefined keeps it in memory. */
  embeddedDir: string | undefined;
  /** A dump the embedded database starts from instead of an empty cluster (tests). */
  embeddedTemplate?: string;
  /** Where the ORM's messages (applied migrations) go. */
  log: (message: string) => void;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase({ entities, url, embeddedDir, embeddedTemplate, log }: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  if (!url) embedded = await startEmbeddedPostgres(embeddedDir, POOL_SIZE + 1, embeddedTemplate);
  try {
    const orm = await MikroORM.init(ormConfig(url ?? embedded!.url, entities, { logger: log, colors: false }));
    await orm.getMigrator().up();
    setInsertsInFlight(orm.em, embedded ? 1 : SERVER_INSERTS_IN_FLIGHT);
    return {
      orm,
      embedded: embedded !== undefined,
      snapshot: embedded?.snapshot,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

export function embeddedDatabaseDir(dataDir: string): string {
  return join(dataDir, 'pg');
}
