import type { Permission } from '@site/schema';
import { type GraphQLField, type GraphQLSchema, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { type BuildSchemaOptions, getMetadataStorage } from 'type-graphql';

const EXTENSION = 'permissions';

/**
 * Copies what each query and mutation declares with `@Authorized(...)` onto its schema field, so
 * that whoever holds the schema (the REST shim, the table-driven access test) reads the same
 * declaration that the auth checker enforces.
 */
export function annotatePermissions(schema: GraphQLSchema, resolvers: readonly BuildSchemaOptions['resolvers'][number][]): void {
  const storage = getMetadataStorage();
  const kinds = [
    [schema.getQueryType(), storage.queries],
    [schema.getMutationType(), storage.mutations],
  ] as const;
  for (const [type, handlers] of kinds) {
    if (!type) continue;
    for (const handler of handlers) {
      if (!resolvers.includes(handler.target as never)) continue;
      const authorized = storage.authorizedFields.find((entry) => entry.target === handler.target && entry.fieldName === handler.methodName);
      const field = type.getFields()[handler.schemaName];
      if (field && authorized) field.extensions = { ...field.extensions, [EXTENSION]: [...(authorized.roles as Permission[])] };
    }
  }
}

/** What a field needs: undefined for a public field, [] for any signed-in person, else every permission named. */
export function permissionsOfField(field: GraphQLField<unknown, unknown>): readonly Permission[] | undefined {
  return field.extensions[EXTENSION] as readonly Permission[] | undefined;
}

/** What running a document's operation needs: the permissions of its root fields, or undefined when all are public. */
export function permissionsOfOperation(schema: GraphQLSchema, document: string): readonly Permission[] | undefined {
  const operation = parse(document).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const root = operation?.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!operation || !root) return undefined;
  let needed: Permission[] | undefined;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const field = root.getFields()[selection.name.value];
    const permissions = field && permissionsOfField(field);
    if (permissions) needed = [...(needed ?? []), ...permissions];
  }
  return needed;
}
