import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from '../modules/registry.js';
import { authChecker } from './auth-checker.js';

export function buildGatewaySchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validate: false });
}
