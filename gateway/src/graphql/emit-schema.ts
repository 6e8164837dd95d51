/** Writes the committed schema/schema.graphql: `npm run schema:emit -w gateway`. */
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { buildGatewaySchema } from './build-schema.js';
import { printGatewaySchema, SCHEMA_FILE } from './print-schema.js';

await writeFile(SCHEMA_FILE, printGatewaySchema(await buildGatewaySchema()));
process.stdout.write(`Wrote ${SCHEMA_FILE}\n`);
