/** The part of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that the API document is written in. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: readonly unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  contentMediaType?: string;
  minimum?: number;
}

const TRUE: JsonSchema = { const: true };

/** The message of each field at fault, by field name. */
export const FIELD_MESSAGES: JsonSchema = {
  type: 'object',
  additionalProperties: { type: 'string' },
  description: 'The message of each field at fault, as the form shows it.',
};

/** An object whose every property is required except those named in `optional`. */
export function object(properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties).filter((name) => !optional.includes(name)) };
}

export const text = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) });
export const dateTime = (description?: string): JsonSchema => ({ ...text(description), format: 'date-time' });
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
/** A file field of a multipart form. */
export const file = (description: string): JsonSchema => ({ type: 'string', contentMediaType: 'application/octet-stream', description });

/** The answer of a call that only says it was done. */
export const SUCCESS = object({ success: TRUE });

/** A stored public submission: its id and when the server received it. */
export const RECEIPT = object({ success: TRUE, _id: text('The id of the stored submission.'), receivedAt: dateTime('When the server received it.') });

/** `{ success: true, ...more }`. */
export const succeeded = (more: Record<string, JsonSchema | undefined>) =>
  object({ success: TRUE, ...Object.fromEntries(Object.entries(more).map(([name, schema]) => [name, existing(schema)])) });

function existing(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) throw new Error('The answer names a field its operation does not select.');
  return schema;
}

/** The item schema of a list schema (as the GraphQL operation answers it). */
export function itemOf(list: JsonSchema | undefined): JsonSchema {
  const items = existing(list).items;
  if (!items) throw new Error('Not a list.');
  return items;
}

/**
 * An object schema as a REST row reshapes the operation's answer: properties renamed (`id` to
 * `_id`), replaced or added (`set`), or left out (`omit`).
 */
export function reshape(
  schema: JsonSchema | undefined,
  { rename = {}, set = {}, omit = [] }: { rename?: Record<string, string>; set?: Record<string, JsonSchema>; omit?: readonly string[] },
): JsonSchema {
  const source = existing(schema);
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const [name, property] of Object.entries(source.properties ?? {})) {
    if (omit.includes(name) || name in set) continue;
    const renamed = rename[name] ?? name;
    properties[renamed] = property;
    if (source.required?.includes(name)) required.add(renamed);
  }
  for (const [name, property] of Object.entries(set)) {
    properties[name] = property;
    required.add(name);
  }
  return { type: 'object', properties, required: [...required] };
}
