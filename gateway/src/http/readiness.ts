import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.js';

const CHECK_TIMEOUT_MS = 2_000;

/**
 * /healthz: the process answers (liveness; a load balancer restarts it when this fails).
 * /readyz: it can serve, because its database and, when configured, Redis answer (readiness;
 * a load balancer sends it no visitors while this fails).
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database, redis: Redis | undefined): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const checks = {
      database: await check(() => db.orm.em.getConnection().execute('select 1')),
      ...(redis ? { redis: await check(() => redis.ping()) } : {}),
    };
    const ready = Object.values(checks).every((state) => state === 'ok');
    if (!ready) request.log.warn({ checks }, 'not ready');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable', checks });
  });
}

async function check(probe: () => Promise<unknown>): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
