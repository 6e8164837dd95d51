import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { entities } from '../app/entities.js';
import { openDatabase } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { createTestDatabase } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What every test database starts as: the committed migrations applied once for the run. */
    migratedTemplate: { embeddedDump: string } | { databaseName: string };
  }
}

const quiet = () => {};

/**
 * Vitest's global setup for the gateway: runs the migrations once, into a PGlite dump on the embedded
 * database or a template database on the PostgreSQL server in DATABASE_URL, so that each test's
 * database is a copy of it instead of being created and migrated from nothing (decision 022).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createTestDatabase(serverUrl, { name: `test_template_${randomBytes(6).toString('hex')}` });
    const db = await openDatabase({ entities, url: template.url, embeddedDir: undefined, log: quiet });
    await db.close();
    project.provide('migratedTemplate', { databaseName: template.name });
    return () => template.drop();
  }
  const dir = await mkdtemp(join(tmpdir(), 'gateway-template-'));
  const embeddedDump = join(dir, 'migrated.tar');
  const embedded = await startEmbeddedPostgres(undefined, 4);
  try {
    const db = await openDatabase({ entities, url: embedded.url, embeddedDir: undefined, log: quiet });
    await db.close();
    await embedded.dumpTo(embeddedDump);
  } finally {
    await embedded.stop();
  }
  project.provide('migratedTemplate', { embeddedDump });
  return () => rm(dir, { recursive: true, force: true });
}
