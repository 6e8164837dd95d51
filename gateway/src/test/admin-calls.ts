import { randomUUID } from 'node:crypto';
import type { Permission } from '@site/schema';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { permissionsOfField } from '../access/field-permissions.js';

export interface RootField {
  type: string;
  field: GraphQLField<unknown, unknown>;
}

/** Every query and mutation of the schema. */
export function rootFieldsOf(schema: GraphQLSchema): RootField[] {
  const of = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {}).map((field) => ({ type: type!.name, field }));
  return [...of(schema.getQueryType()), ...of(schema.getMutationType())];
}

/** Every call that declares what it needs, with the permissions it names. */
export function adminCallsOf(schema: GraphQLSchema): (RootField & { needed: readonly Permission[] })[] {
  return rootFieldsOf(schema).flatMap((call) => {
    const needed = permissionsOfField(call.field);
    return needed ? [{ ...call, needed }] : [];
  });
}

/** A value of the argument's type that gets past GraphQL validation; whether the resolver accepts it does not matter here. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return '[]';
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(type) && (type.name === 'Int' || type.name === 'Float')) return '1';
  if (isScalarType(type) && type.name === 'Boolean') return 'true';
  return JSON.stringify(type.name === 'ID' ? randomUUID() : 'x');
}

/** A document that calls the field with made-up arguments of the right types. */
export function documentFor(kind: string, field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const call = args.length ? `(${args.map((arg) => `${arg.name}: ${literal(arg.type)}`).join(', ')})` : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind === 'Mutation' ? 'mutation' : 'query'} { ${field.name}${call}${selection} }`;
}
