import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { MAIL_JOB } from '../mail/mail-job.js';
import { databasePool, jobs, mailJobs, registry } from './metrics.js';

// One cheap query per scrape: the index on (status, run_at) covers it.
const JOB_COUNTS = `select kind, case when status = 'failed' then 'failed' else 'pending' end as status, count(*)::int as count
  from jobs where status in ('queued', 'running', 'retrying', 'failed') group by 1, 2`;

interface Pool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * /metrics for Prometheus, only when METRICS_TOKEN is set and only with `Authorization: Bearer
 * <token>`; without a token configured the route does not exist, so the figures are never public
 * by default. The queue and pool figures are read when scraped rather than kept up to date.
 */
export function registerMetricsRoute(app: FastifyInstance, db: Database, token: string | undefined): void {
  if (!token) return;
  const expected = digest(token);
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!timingSafeEqual(digest(bearerOf(request)), expected))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'A valid metrics token is required.' });
    await readQueueAndPool(db);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Digests have equal lengths, so comparing them takes as long whatever was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function bearerOf(request: FastifyRequest): string {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? '';
}

async function readQueueAndPool(db: Database): Promise<void> {
  const rows = await db.orm.em.getConnection().execute<{ kind: string; status: string; count: number }[]>(JOB_COUNTS);
  jobs.reset();
  for (const row of rows) jobs.set({ kind: row.kind, status: row.status }, row.count);
  for (const status of ['pending', 'failed']) mailJobs.set({ status }, rows.find((row) => row.kind === MAIL_JOB && row.status === status)?.count ?? 0);
  const pool = (db.orm.em.getConnection().getKnex().client as { pool?: Pool }).pool;
  if (!pool) return;
  databasePool.set({ state: 'used' }, pool.numUsed());
  databasePool.set({ state: 'free' }, pool.numFree());
  databasePool.set({ state: 'pending' }, pool.numPendingAcquires());
}
