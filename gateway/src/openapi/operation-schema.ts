import {
  getNullableType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
} from 'graphql';
import type { JsonSchema } from './json-schema.js';

/** The JSON Schema of each top-level field an operation selects, by its name in the answer's `data`. */
export type OperationData = Readonly<Record<string, JsonSchema>>;

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTimeISO: { type: 'string', format: 'date-time' },
};

/**
 * Reads the answer's shape from the operation a REST row runs and the schema's types and
 * descriptions, so the document says what the call answers without a second copy to keep in step.
 */
export function operationData(schema: GraphQLSchema, operation: string): OperationData {
  const definition = parse(operation).definitions.find((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
  const root = definition?.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!definition || !root) throw new Error(`Not an operation: ${operation}`);
  return selectionSchema(root.getFields(), definition.selectionSet).properties ?? {};
}

function selectionSchema(fields: Record<string, GraphQLField<unknown, unknown>>, selectionSet: SelectionSetNode): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) throw new Error('The API document reads plain field selections only.');
    const name = selection.alias?.value ?? selection.name.value;
    if (selection.name.value === '__typename') {
      properties[name] = { type: 'string' };
      required.push(name);
      continue;
    }
    const field = fields[selection.name.value];
    if (!field) throw new Error(`No field ${selection.name.value}.`);
    const schema = typeSchema(field.type, selection.selectionSet);
    properties[name] = field.description ? { ...schema, description: field.description } : schema;
    if (isNonNullType(field.type)) required.push(name);
  }
  return { type: 'object', properties, required };
}

function typeSchema(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): JsonSchema {
  const schema = nonNullSchema(getNullableType(type), selectionSet);
  return isNonNullType(type) ? schema : { anyOf: [schema, { type: 'null' }] };
}

function nonNullSchema(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): JsonSchema {
  if (isListType(type)) return { type: 'array', items: typeSchema(type.ofType, selectionSet) };
  if (isObjectType(type) && selectionSet) return selectionSchema(type.getFields(), selectionSet);
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((value) => value.name) };
  const scalar = SCALARS[type.toString()];
  if (!scalar) throw new Error(`No JSON Schema for the GraphQL type ${type.toString()}.`);
  return scalar;
}
