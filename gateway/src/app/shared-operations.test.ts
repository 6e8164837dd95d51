import * as shared from '@site/schema';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSiteSchema } from './schema.js';

// Every GraphQL document that `@site/schema` exports (schema/src/operations/<feature>.ts), by name.
const documents = Object.entries(shared as Record<string, unknown>).flatMap(([name, value]) =>
  typeof value === 'string' && /^\s*(query|mutation|subscription)\b/.test(value) ? [[name, value] as const] : [],
);

describe('the shared GraphQL documents', () => {
  const schema = buildSiteSchema();

  it('include every feature that keeps its documents there', () => {
    const names = documents.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['EVENTS_QUERY', 'ADD_EVENT_MUTATION', 'TRAINING_SESSIONS_QUERY', 'REGISTER_FOR_TRAINING_MUTATION']));
  });

  it.each(documents)('%s is valid against the schema the gateway serves', async (_name, document) => {
    expect(validate(await schema, parse(document)).map((error) => error.message)).toEqual([]);
  });
});
