import type { PublicReads } from '../cache/public-read-query.js';
import type { PersonalDataSource } from '../db/personal-data-source.js';
import type { Seed } from '../db/seed.js';
import type { RegisterRoutes } from '../http/feature-routes.js';
import type { MailComposer } from '../mail/mail-message.js';
import type { MakeJobKind } from '../modules/feature-module.js';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import { featureModules } from '../modules/registry.js';
import type { RetentionRule } from '../retention/retention-rule.js';
import { finishedJobRetention } from '../jobs/jobs.retention.js';
import type { ShimRoute } from '../rest/shim-route.js';
import type { PrivateFileOwner } from '../files/private-file-owner.js';

/** Each part of every feature module, gathered in registry order for the core that uses it. */
export const resolvers = featureModules.flatMap((feature) => feature.resolvers ?? []);
export const shimRoutes: readonly ShimRoute[] = featureModules.flatMap((feature) => feature.shimRoutes ?? []);
export const mailComposers: readonly MailComposer[] = featureModules.flatMap((feature) => feature.mail ?? []);
export const publicReads: PublicReads = Object.assign({}, ...featureModules.map((feature) => feature.publicReads ?? {}));
export const seeds: readonly Seed[] = featureModules.flatMap((feature) => feature.seeds ?? []);
export const httpRoutes: readonly RegisterRoutes[] = featureModules.flatMap((feature) => feature.httpRoutes ?? []);
export const storedFileQueries: readonly string[] = featureModules.flatMap((feature) => (feature.storedFiles ? [feature.storedFiles] : []));
export const personalDataSources: readonly PersonalDataSource[] = featureModules.flatMap((feature) => feature.personalData ?? []);
export const jobKinds: readonly MakeJobKind[] = featureModules.flatMap((feature) => feature.jobs ?? []);
export const apiRoutes: readonly ApiRouteDoc[] = featureModules.flatMap((feature) => feature.apiRoutes ?? []);
/** Every feature's retention rules, and the job queue's own, which is no feature's. */
export const retentionRules: readonly RetentionRule[] = [...featureModules.flatMap((feature) => feature.retention ?? []), finishedJobRetention];
export const privateFiles: readonly PrivateFileOwner[] = featureModules.flatMap((feature) => feature.privateFiles ?? []);
