import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printGatewaySchema, SCHEMA_FILE } from '../graphql/print-schema.js';
import { buildSiteSchema } from './schema.js';

describe('schema/schema.graphql', () => {
  it('is what the resolvers emit (run `npm run schema:emit -w gateway` after changing the API)', async () => {
    expect(await readFile(SCHEMA_FILE, 'utf8')).toBe(printGatewaySchema(await buildSiteSchema()));
  });
});
