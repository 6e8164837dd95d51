import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

function nestedOfType(levels: number): string {
  return `{ __schema { types { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } }`;
}

describe('GraphQL query limits', () => {
  it('answers the standard introspection query that integrators’ tools send', async () => {
    const result = await t.graphql<{ __schema: { types: unknown[] } }>(getIntrospectionQuery());
    expect(result.errors).toBeUndefined();
    expect(result.data!.__schema.types.length).toBeGreaterThan(10);
  });

  it('refuses a 30-level nested introspection query with a clear error', async () => {
    const result = await t.graphql(nestedOfType(30));
    expect(result.data).toBeUndefined();
    expect(result.errors![0]!.message).toMatch(/depth limit of \d+ exceeded/i);
  });

  it('answers a page’s worth of lists', async () => {
    const result = await t.graphql('{ events { id title descriptions images { name url } } jobRoles { id } }');
    expect(result.errors).toBeUndefined();
  });

  it('refuses lists nested so deep that the answer could be huge', async () => {
    const aliases = Array.from({ length: 14 }, (_, i) => `e${i}: events { id title descriptions images { name url } brochure { name url } }`);
    const result = await t.graphql(`{ ${aliases.join(' ')} }`);
    expect(result.errors?.[0]?.message ?? '').toMatch(/Query cost \d+ exceeds the limit/);
  });
});
