import { readFile } from 'node:fs/promises';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from '../graphql/print-schema.js';
import { shimRoutes } from './feature-parts.js';

describe('REST shim operations', () => {
  it.each(shimRoutes.map((route) => [`${route.method} ${route.path}`, route.operation]))(
    '%s runs a document valid against schema/schema.graphql',
    async (_, operation) => {
      const schema = buildSchema(await readFile(SCHEMA_FILE, 'utf8'));
      expect(validate(schema, parse(operation)).map((error) => error.message)).toEqual([]);
    },
  );
});
