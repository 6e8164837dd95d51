import { ReflectMetadataProvider } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { entities } from '../modules/registry.js';
import { migrationsList } from './migrations/index.js';

export const POOL_SIZE = 10;

export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
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
