import { fileURLToPath } from 'node:url';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

export const SCHEMA_FILE = fileURLToPath(new URL('../../../schema/schema.graphql', import.meta.url));

export function printGatewaySchema(schema: GraphQLSchema): string {
  return `# Generated from the gateway's resolvers by \`npm run schema:emit -w gateway\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
