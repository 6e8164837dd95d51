import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Config } from '../config.js';
import type { Context } from './context.js';

// Generous for our queries, tight enough that a crafted query cannot make the server work hard.
const armor = new ApolloArmor({
  maxDepth: { n: 8, ignoreIntrospection: true },
  costLimit: { maxCost: 5000 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 2000 },
  blockFieldSuggestion: { enabled: false },
});

export function createApollo(schema: GraphQLSchema, app: FastifyInstance, config: Config): ApolloServer<Context> {
  const protection = armor.protect();
  return new ApolloServer<Context>({
    schema,
    introspection: config.graphqlIntrospection,
    includeStacktraceInErrorResponses: config.graphqlStackTraces,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    validationRules: protection.validationRules,
    // graphql-armor's typings name Apollo's CommonJS build; the plugins are plain objects either way.
    plugins: [...(protection.plugins as unknown as ApolloServerPlugin<Context>[]), fastifyApolloDrainPlugin(app)],
    formatError: (formatted, error) => maskUnexpected(formatted, error, app, config),
  });
}

/** Errors we raise on purpose carry a code; anything else is logged and answered without its details. */
function maskUnexpected(formatted: GraphQLFormattedError, error: unknown, app: FastifyInstance, config: Config): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code;
  if (code !== 'INTERNAL_SERVER_ERROR' || original instanceof GraphQLError) return formatted;
  app.log.error({ err: original }, 'unexpected error in a GraphQL operation');
  if (config.graphqlStackTraces) return formatted;
  return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code } };
}
