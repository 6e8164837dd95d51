import { existsSync } from 'node:fs';
import { REDIS_SERVER, startTestRedis, type TestRedis } from './redis-server.js';
import { startTestServer, type TestServer } from './test-server.js';

/** Two gateways on one PostgreSQL database, their caches told of changes through one Redis. */
export interface TwoGateways {
  a: TestServer;
  b: TestServer;
  close(): Promise<void>;
}

/** Two gateways share data only through a PostgreSQL server, and their caches' invalidation through Redis. */
export const canRunTwoGateways = () => Boolean(process.env.DATABASE_URL) && existsSync(REDIS_SERVER);

export async function startTwoGateways(): Promise<TwoGateways> {
  const redis: TestRedis = await startTestRedis();
  const a = await startTestServer({ REDIS_URL: redis.url });
  const b = await startTestServer({ REDIS_URL: redis.url, DATABASE_URL: a.config.databaseUrl! });
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
      await redis.close();
    },
  };
}
