import { buildSchema, type BuildSchemaOptions } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from './auth-checker.js';
import { translateDomainErrors } from './domain-errors.js';
import { annotatePermissions } from '../access/field-permissions.js';
import { auditMutations } from './audited-mutations.js';

/** The GraphQL schema of the given resolver classes, with the site's auth checker, each field's permissions and the audit of admin changes, answering domain errors as GraphQL errors. */
export async function buildGatewaySchema(resolvers: readonly BuildSchemaOptions['resolvers'][number][]): Promise<GraphQLSchema> {
  const [first, ...rest] = resolvers;
  if (!first) throw new Error('A GraphQL schema needs at least one resolver.');
  const schema = await buildSchema({ resolvers: [first, ...rest], authChecker, validate: false });
  annotatePermissions(schema, resolvers);
  auditMutations(schema);
  return translateDomainErrors(schema);
}
