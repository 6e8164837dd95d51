/** Writes the committed schema/schema.graphql: `npm run schema:emit -w gateway`. */
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { printGatewaySchema, SCHEMA_FILE } from '../graphql/print-schema.js';
import { buildSiteSchema } from './schema.js';

await writeFile(SCHEMA_FILE, printGatewaySchema(await buildSiteSchema()));
process.stdout.write(`Wrote ${SCHEMA_FILE}\n`);
