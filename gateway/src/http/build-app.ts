import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { PublicReadCache } from '../cache/public-read-cache.js';
import { publicReadClassifier, type PublicReads } from '../cache/public-read-query.js';
import { createApollo } from '../graphql/apollo.js';
import { registerSubscriptions } from '../graphql/subscriptions.js';
import { contextFactory } from '../core/context-factory.js';
import type { WindowCounter } from '../redis/window-counter.js';
import { registerShim } from '../rest/register-shim.js';
import type { ShimRoute } from '../rest/shim-route.js';
import { collectApiRoutes, registerApiDocs } from '../openapi/openapi-routes.js';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import type { PrivateFileOwner } from '../files/private-file-owner.js';
import type { Services } from '../core/services.js';
import { registerCors } from './cors.js';
import type { RegisterRoutes } from './feature-routes.js';
import { registerFileRoutes } from './file-routes.js';
import { registerGraphqlRoute } from './graphql-route.js';
import { registerAddressLimit } from './address-limit.js';
import { closeConnectionsWhenClosing } from './closing-connections.js';
import { registerApiKeyLimit } from './api-key-limit.js';
import { registerPublicWritesLimit } from './public-writes-limit.js';
import { registerHealthRoutes } from './readiness.js';
import { echoRequestId, requestIdFor } from './request-id.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerMetricsRoute } from '../metrics/metrics-route.js';
import { registerRequestMetrics } from '../metrics/request-metrics.js';
import { registerStaticSite } from './static-site.js';

export interface AppOptions {
  config: Config;
  db: Database;
  services: Services;
  logger: FastifyBaseLogger;
  /** Counts for the rate limits: in Redis when configured, so shared by every gateway. */
  counter: WindowCounter;
  /** Checked by /readyz when configured. */
  redis: Redis | undefined;
  /** What the features add, handed over by the composition root (app/). */
  features: AppFeatures;
}

export interface AppFeatures {
  schema: GraphQLSchema;
  shimRoutes: readonly ShimRoute[];
  publicReads: PublicReads;
  httpRoutes: readonly RegisterRoutes[];
  /** Descriptions of the /api routes among `httpRoutes`, for /api/openapi.json. */
  apiRoutes: readonly ApiRouteDoc[];
  privateFiles: readonly PrivateFileOwner[];
}

export async function buildApp({ config, db, services, logger, counter, redis, features }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    trustProxy: config.trustProxy,
    genReqId: requestIdFor,
    // On shutdown, idle keep-alive sockets close at once; requests in flight finish first.
    forceCloseConnections: 'idle',
  });

  closeConnectionsWhenClosing(app);
  echoRequestId(app);
  // Counting requests costs every request something; it is done only where someone can read the counts.
  if (config.metricsToken) registerRequestMetrics(app);
  await registerCors(app, config.corsOrigins);
  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  registerAddressLimit(app, counter, config.rateLimitPerMinute);
  registerPublicWritesLimit(app, counter, config.publicWritesPerMinute, services.access);
  registerApiKeyLimit(app, counter, config.apiKeyRateLimitPerMinute, services.access);

  const servedApiRoutes = collectApiRoutes(app);
  const apollo = createApollo(features.schema, app, config);
  await apollo.start();
  const contextFor = contextFactory(db, services);
  const cache = new PublicReadCache(services.invalidation);
  app.addHook('onClose', async () => cache.close());
  const reads = { cache, tagsOf: publicReadClassifier(features.publicReads) };
  await registerGraphqlRoute(app, apollo, contextFor, reads);
  registerSubscriptions(app, features.schema, services);
  await app.register(async (scope) => registerShim(scope, apollo, features.shimRoutes, contextFor, reads, features.schema, services.access));
  registerFileRoutes(app, db, services, features.privateFiles);
  for (const register of features.httpRoutes) await register(app, db, services);
  registerApiDocs(app, { schema: features.schema, shimRoutes: features.shimRoutes, routes: features.apiRoutes, tagsOf: reads.tagsOf }, servedApiRoutes);

  registerHealthRoutes(app, db, redis);
  registerMetricsRoute(app, db, config.metricsToken);

  await registerStaticSite(app, config);
  return app;
}
