import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../config.js';
import { createServer, type Server } from '../app/server.js';
import type { PasswordCost } from '../security/password.js';
import { createTestDatabase } from './test-database.js';

export const TEST_ADMIN_ID = 'admin';
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';
/**
 * What test servers hash passwords at: under a hundredth of PASSWORD_COST's work. Signing in, refusing a
 * wrong password and the rest behave the same at any cost; gateway processes, the browser suite and
 * password.test.ts keep the real one.
 */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  headers: Headers;
}

export interface TestServer {
  url: string;
  server: Server;
  config: Config;
  /** A real admin token, through the real login. */
  adminToken(): Promise<string>;
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphqlResponse<T>>;
  /** Runs SQL on the gateway's database (`?` placeholders): to arrange or check what no API shows, such as triggers' work. */
  sql<T extends object = Record<string, unknown>>(query: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Start from an empty database and run every migration, as a new installation does. */
  unmigrated?: boolean;
  /** The time the job queue's handlers and daily jobs see. */
  clock?: () => Date;
  /** The embedded database even when DATABASE_URL names a server (a site that moves to one). */
  embedded?: boolean;
}

/**
 * The real gateway on a loopback port with its own database: in-memory embedded PGlite
 * by default, or a fresh database on the server in DATABASE_URL; either a copy of the
 * run's migrated template (see migrated-template.ts) unless `unmigrated`.
 */
export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  const template = options.unmigrated ? undefined : inject('migratedTemplate');
  const pgServer = options.embedded ? undefined : process.env.DATABASE_URL;
  const database = pgServer
    ? await createTestDatabase(pgServer, { template: template && 'databaseName' in template ? template.databaseName : undefined })
    : undefined;
  const embeddedTemplate = template && 'embeddedDump' in template ? template.embeddedDump : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_ROOT: join(dataDir, 'no-web-build'),
    ADMIN_ID: TEST_ADMIN_ID,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    // High, so that tests which post many forms are not throttled; the limit tests set their own.
    RATE_LIMIT_PER_MINUTE: '10000',
    PUBLIC_WRITES_PER_MINUTE: '10000',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  // The job queue polls and retries in milliseconds so tests need not wait for minutes.
  const jobs = { pollMs: 50, mailRetry: { firstMs: 100, maxMs: 400 }, maxFeatureRetryMs: 200, clock: options.clock };
  const server = await createServer(config, { inMemory: true, embeddedTemplate, jobs, passwordCost: TEST_PASSWORD_COST });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  let token: string | undefined;

  const graphql: TestServer['graphql'] = async (query, variables = {}, bearer) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: never; errors?: GraphqlResponse['errors'] };
    return { status: response.status, data: body.data ?? undefined, errors: body.errors, headers: response.headers };
  };

  return {
    url,
    server,
    config,
    graphql,
    sql: (query, values = []) => server.db.orm.em.getConnection().execute(query, values),
    async adminToken() {
      if (token) return token;
      const result = await graphql<{ login: { token: string } }>('mutation($a: String!, $p: String!) { login(adminId: $a, password: $p) { token } }', {
        a: TEST_ADMIN_ID,
        p: TEST_ADMIN_PASSWORD,
      });
      token = result.data!.login.token;
      return token;
    },
    async close() {
      await server.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
