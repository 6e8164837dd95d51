import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Config } from '../config.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { Context } from '../core/context.js';
import { ErrorCode, UNAVAILABLE_MESSAGE } from '../core/errors.js';
import { graphqlMetricsPlugin } from '../metrics/graphql-metrics.js';
import { listCostRule } from './list-cost-rule.js';
import { unavailablePlugin } from './unavailable-plugin.js';

// Generous for our queries, tight enough that a crafted query cannot make the server work hard.
// The depth limit covers introspection too: the standard introspection query counts 21 (its type
// references nest `ofType` eight times), and a query nesting `ofType` thirty times is only a way
// to make the server work.
export const MAX_DEPTH = 24;
const armor = new ApolloArmor({
  maxDepth: { n: MAX_DEPTH, ignoreIntrospection: false },
  costLimit: { maxCost: 5000 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 2000 },
  blockFieldSuggestion: { enabled: false },
});
export const LIST_COST = { maxCost: 20_000, listSize: 20 };

export function createApollo(schema: GraphQLSchema, app: FastifyInstance, config: Config): ApolloServer<Context> {
  const protection = armor.protect();
  return new ApolloServer<Context>({
    schema,
    introspection: config.graphqlIntrospection,
    includeStacktraceInErrorResponses: config.graphqlStackTraces,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    validationRules: [...protection.validationRules, listCostRule(LIST_COST)],
    plugins: [
      // graphql-armor's typings name Apollo's CommonJS build; the plugins are plain objects either way.
      ...(protection.plugins as unknown as ApolloServerPlugin<Context>[]),
      fastifyApolloDrainPlugin(app),
      // Apollo's landing page loads its Sandbox from the internet; /graphql shows our own explorer instead (http/graphql-explorer.ts).
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's cache-control plugin wraps every field's resolver to gather cache hints, which our
      // schema never gives; all it ever concluded was no-store. Public reads are cached by
      // cache/public-read-cache.ts instead (decision 039).
      ApolloServerPluginCacheControlDisabled(),
      // Traces in answers are for a federated gateway, which this is not; without this Apollo loads
      // its plugin and the protobuf library it writes them with (some 1 MB of heap) to find that out.
      ApolloServerPluginInlineTraceDisabled(),
      noStoreAnswers,
      unavailablePlugin,
      logUnexpectedErrors,
      // Counted only where /metrics can be read, as the HTTP requests are (http/build-app.ts).
      ...(config.metricsToken ? [graphqlMetricsPlugin<Context>()] : []),
    ],
    formatError: (formatted, error) => maskUnexpected(formatted, error, config),
  });
}

/** Errors we raise on purpose carry a code; anything else is answered without its details. */
function maskUnexpected(formatted: GraphQLFormattedError, error: unknown, config: Config): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code;
  if (code !== 'INTERNAL_SERVER_ERROR' || original instanceof GraphQLError) return formatted;
  if (isDatabaseUnavailable(original)) {
    return { message: UNAVAILABLE_MESSAGE, locations: formatted.locations, path: formatted.path, extensions: { code: ErrorCode.serviceUnavailable } };
  }
  if (config.graphqlStackTraces) return formatted;
  return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code } };
}

/** What Apollo's cache-control plugin answered without hints: no browser or proxy keeps an answer; a cached public read says no-cache itself. */
const noStoreAnswers: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/** Logs what went wrong through the request's logger, so the line carries its request id. */
const logUnexpectedErrors: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          const original = unwrapResolverError(error);
          if (original instanceof GraphQLError) continue;
          const log = contextValue.reply.request.log;
          if (isDatabaseUnavailable(original)) log.warn({ err: original }, 'database unreachable during a GraphQL operation');
          else log.error({ err: original }, 'unexpected error in a GraphQL operation');
        }
      },
    };
  },
};
