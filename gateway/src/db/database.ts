import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { setInsertsInFlight } from './insert-once.js';
import { type EntityDefinition, ormConfig, POOL_SIZE } from './orm-config.js';

/** A second batch of submissions goes out while the first commits; more made smaller batches that cost more per row (decision 035). */
const SERVER_INSERTS_IN_FLIGHT = 2;
/**
 * PGlite runs one statement at a time in one session, and its socket server lets the messages of
 * two connections' statements take turns, so one connection's statement could run with another's
 * values (decision 048). One connection sends them one after the other, as PGlite runs them.
 */
const EMBEDDED_POOL_SIZE = 1;

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
  // One connection more than the pool, for the migrator.
  if (!url) embedded = await startEmbeddedPostgres(embeddedDir, EMBEDDED_POOL_SIZE + 1, embeddedTemplate);
  try {
    const pool = { min: 0, max: embedded ? EMBEDDED_POOL_SIZE : POOL_SIZE };
    const orm = await MikroORM.init(ormConfig(url ?? embedded!.url, entities, { logger: log, colors: false, pool }));
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
