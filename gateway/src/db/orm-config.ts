import { ReflectMetadataProvider } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from './migrations/index.js';

export const POOL_SIZE = 10;

/** One table's class (or schema), as MikroORM discovers it. */
export type EntityDefinition = NonNullable<Options['entities']>[number];

/** The ORM's settings for the given tables; the composition root (app/entities.ts) says which. */
export function ormConfig(clientUrl: string, entities: readonly EntityDefinition[], overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: [...entities],
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'src/db/migrations',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    pool: { min: 0, max: POOL_SIZE },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    ...overrides,
  });
}
