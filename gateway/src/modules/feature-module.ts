import type { BuildSchemaOptions } from 'type-graphql';
import type { PublicReads } from '../cache/public-read-query.js';
import type { EntityDefinition } from '../db/orm-config.js';
import type { Seed } from '../db/seed.js';
import type { RegisterRoutes } from '../http/feature-routes.js';
import type { MailComposer } from '../mail/mail-message.js';
import type { ShimRoute } from '../rest/shim-route.js';
import type { PrivateFileOwner } from '../files/private-file-owner.js';

/**
 * Everything a feature adds to the gateway, exported as one object by its folder and listed once in
 * `registry.ts`; the composition root (`app/`) hands each part to the core that uses it.
 */
export interface FeatureModule {
  /** Its tables; a migration creates them (`npm run migration:create -w gateway`). */
  entities?: readonly EntityDefinition[];
  /** Its GraphQL queries and mutations (type-graphql resolver classes). */
  resolvers?: readonly BuildSchemaOptions['resolvers'][number][];
  /** Its rows of the REST shim. */
  shimRoutes?: readonly ShimRoute[];
  /** How it writes the e-mails about its submissions, one composer per table. */
  mail?: readonly MailComposer[];
  /** Public queries (field -> tag) answered from the cache until a mutation marked `invalidates(tag)`. */
  publicReads?: PublicReads;
  seeds?: readonly Seed[];
  httpRoutes?: readonly RegisterRoutes[];
  /** Which private files are its rows', and what opening one needs. */
  privateFiles?: readonly PrivateFileOwner[];
}
