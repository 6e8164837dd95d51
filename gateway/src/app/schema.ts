import type { GraphQLSchema } from 'graphql';
import { buildGatewaySchema } from '../graphql/build-schema.js';
import { resolvers } from './feature-parts.js';

/** The site's GraphQL schema: every feature's resolvers. */
export function buildSiteSchema(): Promise<GraphQLSchema> {
  return buildGatewaySchema(resolvers);
}
