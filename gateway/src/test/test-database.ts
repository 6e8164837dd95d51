import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** The database's name; a random one by default. */
  name?: string;
  /** A database to copy (PostgreSQL's `CREATE DATABASE … TEMPLATE`) instead of starting empty. */
  template?: string;
}

/**
 * A fresh database on the PostgreSQL server named by `serverUrl`, so test files running
 * in parallel never see each other's rows.
 */
export async function createTestDatabase(serverUrl: string, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = options.name ?? `test_${randomBytes(8).toString('hex')}`;
  await admin(serverUrl, `create database "${name}"${options.template ? ` template "${options.template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
