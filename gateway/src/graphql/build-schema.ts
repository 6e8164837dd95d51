import { buildSchema, type BuildSchemaOptions, type PubSub } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from './auth-checker.js';
import { translateDomainErrors } from './domain-errors.js';
import { annotatePermissions } from '../access/field-permissions.js';
import { auditKeyReads, auditMutations } from './audited-mutations.js';

// Each subscription names its own source (`subscribe`, reading the live events of its context);
// type-graphql asks for a PubSub all the same, and none is ever used.
const NO_PUB_SUB: PubSub = {
  publish() {
    throw new Error('Subscriptions read the live events of their context, not a PubSub.');
  },
  subscribe() {
    throw new Error('Subscriptions read the live events of their context, not a PubSub.');
  },
};

/** The GraphQL schema of the given resolver classes, with the site's auth checker, each field's permissions and the audit of admin changes, answering domain errors as GraphQL errors. */
export async function buildGatewaySchema(resolvers: readonly BuildSchemaOptions['resolvers'][number][]): Promise<GraphQLSchema> {
  const [first, ...rest] = resolvers;
  if (!first) throw new Error('A GraphQL schema needs at least one resolver.');
  const schema = await buildSchema({ resolvers: [first, ...rest], authChecker, validate: false, pubSub: NO_PUB_SUB });
  annotatePermissions(schema, resolvers);
  auditMutations(schema);
  auditKeyReads(schema);
  return translateDomainErrors(schema);
}
