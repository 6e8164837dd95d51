/**
 * `node embedded-postgres-create.js <dataDir>`: creates an empty cluster in dataDir and ends. Run
 * as a process of its own: initdb works in a second PGlite beside the first, and the memory both
 * take (some 700 MB at the peak) would stay with a gateway that ran it (decision 037).
 */
import './embedded-postgres-wasm.js';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_START_PARAMS } from './embedded-postgres-settings.js';

const dataDir = process.argv[2]!;
await mkdir(dataDir, { recursive: true });
const db = await PGlite.create(dataDir, { startParams: EMBEDDED_START_PARAMS });
await db.close();
