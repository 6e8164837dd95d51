import type { PublicReads } from '../cache/public-read-query.js';
import type { Seed } from '../db/seed.js';
import type { RegisterRoutes } from '../http/feature-routes.js';
import type { MailComposer } from '../mail/mail-message.js';
import { featureModules } from '../modules/registry.js';
import type { ShimRoute } from '../rest/shim-route.js';
import type { PrivateFileOwner } from '../files/private-file-owner.js';

/** Each part of every feature module, gathered in registry order for the core that uses it. */
export const resolvers = featureModules.flatMap((feature) => feature.resolvers ?? []);
export const shimRoutes: readonly ShimRoute[] = featureModules.flatMap((feature) => feature.shimRoutes ?? []);
export const mailComposers: readonly MailComposer[] = featureModules.flatMap((feature) => feature.mail ?? []);
export const publicReads: PublicReads = Object.assign({}, ...featureModules.map((feature) => feature.publicReads ?? {}));
export const seeds: readonly Seed[] = featureModules.flatMap((feature) => feature.seeds ?? []);
export const httpRoutes: readonly RegisterRoutes[] = featureModules.flatMap((feature) => feature.httpRoutes ?? []);
export const privateFiles: readonly PrivateFileOwner[] = featureModules.flatMap((feature) => feature.privateFiles ?? []);
