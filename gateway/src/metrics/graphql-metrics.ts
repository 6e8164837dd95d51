import type { ApolloServerPlugin } from '@apollo/server';
import * as shared from '@site/schema';
import { type DocumentNode, parse } from 'graphql';
import { graphqlOperations } from './metrics.js';

const OTHER = 'other';

/** The operation names of the documents the site sends (schema/src/operations): the only names worth a series each. */
function knownOperationNames(): ReadonlySet<string> {
  const names = new Set<string>();
  for (const value of Object.values(shared as Record<string, unknown>)) {
    if (typeof value !== 'string' || !/^\s*(query|mutation)\b/.test(value)) continue;
    for (const definition of (parse(value) as DocumentNode).definitions) {
      if (definition.kind === 'OperationDefinition' && definition.name) names.add(definition.name.value);
    }
  }
  return names;
}

/** Counts operations by name and outcome; a name a client made up counts as "other", so it cannot add series. */
export function graphqlMetricsPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  const known = knownOperationNames();
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operationName, errors }) {
          const operation = operationName && known.has(operationName) ? operationName : OTHER;
          graphqlOperations.inc({ operation, outcome: errors?.length ? 'error' : 'ok' });
        },
      };
    },
  };
}
