import type { BuildSchemaOptions } from 'type-graphql';
import type { PublicReads } from '../cache/public-read-query.js';
import type { EntityDefinition } from '../db/orm-config.js';
import type { PersonalDataSource } from '../db/personal-data-source.js';
import type { Seed } from '../db/seed.js';
import type { Services } from '../core/services.js';
import type { RegisterRoutes } from '../http/feature-routes.js';
import type { JobKind } from '../jobs/job-kind.js';
import type { RetentionRule } from '../retention/retention-rule.js';
import type { MailComposer } from '../mail/mail-message.js';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import type { ShimRoute } from '../rest/shim-route.js';
import type { PrivateFileOwner } from '../files/private-file-owner.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own payload type
export type MakeJobKind = (services: Services) => JobKind<any>;

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
  /** What of its personal data the daily clean-up deletes once past its time. */
  retention?: readonly RetentionRule[];
  /** Its kinds of background job (see jobs/), each made once per gateway from the shared services. */
  jobs?: readonly MakeJobKind[];
  httpRoutes?: readonly RegisterRoutes[];
  /**
   * SQL naming the files its rows keep in the file store beyond `uploaded_files`, for backups:
   * columns `visibility`, `stored_name`, and `optional` (true when the file may already be gone).
   */
  storedFiles?: string;
  /** Its tables that hold visitors' personal data, for finding, exporting and erasing a person's rows. */
  personalData?: readonly PersonalDataSource[];
  /** What /api/openapi.json says of each /api route its `httpRoutes` register (a test fails on one left out). */
  apiRoutes?: readonly ApiRouteDoc[];
  /** Which private files are its rows', and what opening one needs. */
  privateFiles?: readonly PrivateFileOwner[];
}
