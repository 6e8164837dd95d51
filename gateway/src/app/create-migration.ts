/**
 * Writes a migration for the difference between the entities and the committed migrations:
 * `npm run migration:create -w gateway`. It runs against a throwaway in-memory database.
 */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { ormConfig } from '../db/orm-config.js';
import { entities } from './entities.js';

const pg = await startEmbeddedPostgres(undefined, 4);
const orm = await MikroORM.init(ormConfig(pg.url, entities));
try {
  const migrator = orm.getMigrator();
  await migrator.up();
  const result = await migrator.createMigration();
  process.stdout.write(result.fileName ? `Wrote ${result.fileName}; add it to src/db/migrations/index.ts.\n` : 'No changes.\n');
} finally {
  await orm.close(true);
  await pg.stop();
}
