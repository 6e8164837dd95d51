import * as shared from '@site/schema';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../../graphql/build-schema.js';

const documents = Object.entries(shared).filter(([name]) => /^(ADD_|UPDATE_|DELETE_|ADMIN_)?EVENTS?_(QUERY|MUTATION)$/.test(name));

describe('the events documents in schema/src/operations', () => {
  it('are all checked', () => {
    expect(documents.map(([name]) => name).sort()).toEqual(['ADD_EVENT_MUTATION', 'ADMIN_EVENTS_QUERY', 'DELETE_EVENT_MUTATION', 'EVENTS_QUERY', 'EVENT_QUERY', 'UPDATE_EVENT_MUTATION']);
  });

  it.each(documents)('%s is valid against the schema', async (_name, document) => {
    expect(validate(await buildGatewaySchema(), parse(document as string))).toEqual([]);
  });
});
