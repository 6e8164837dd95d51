import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailAudience } from './mail-job.entity.js';

export interface ClaimedMailJob {
  id: number;
  sourceTable: string;
  sourceId: string;
  audience: MailAudience;
  attempts: number;
}

// One statement takes due jobs and leases them by moving run_at past the lease: SKIP LOCKED lets
// gateways polling at the same moment take different rows instead of waiting for each other, and
// a gateway that dies mid-send leaves a job that becomes due again when its lease runs out.
const CLAIM = `update mail_jobs set run_at = now() + interval '1 millisecond' * ?, attempts = attempts + 1
  where id in (select id from mail_jobs where status = 'pending' and run_at <= now() order by run_at, id limit ? for update skip locked)
  returning id, source_table, source_id, audience, attempts`;

// `attempts = ?` makes the outcome count only for the lease that sent it.
const SENT = `update mail_jobs set status = 'sent', sent_at = now(), recipient = ?, last_error = null where id = ? and attempts = ?`;
const SKIPPED = `update mail_jobs set status = 'skipped', last_error = null where id = ? and attempts = ?`;
const FAILED = `update mail_jobs set status = case when attempts >= ? then 'failed' else 'pending' end,
  run_at = now() + interval '1 millisecond' * ?, recipient = coalesce(?, recipient), last_error = ? where id = ? and attempts = ?`;

export async function claimMailJobs(em: EntityManager, leaseMs: number, limit: number): Promise<ClaimedMailJob[]> {
  const rows = await em.execute<{ id: number; source_table: string; source_id: string; audience: MailAudience; attempts: number }[]>(CLAIM, [leaseMs, limit]);
  return rows.map((row) => ({ id: row.id, sourceTable: row.source_table, sourceId: row.source_id, audience: row.audience, attempts: row.attempts }));
}

export async function markMailSent(em: EntityManager, job: ClaimedMailJob, recipient: string): Promise<void> {
  await em.execute(SENT, [recipient, job.id, job.attempts]);
}

export async function markMailSkipped(em: EntityManager, job: ClaimedMailJob): Promise<void> {
  await em.execute(SKIPPED, [job.id, job.attempts]);
}

/** Schedules the next try after `retryInMs`, or gives up once `maxAttempts` tries have failed. */
export async function markMailFailed(
  em: EntityManager,
  job: ClaimedMailJob,
  error: string,
  recipient: string | null,
  retryInMs: number,
  maxAttempts: number,
): Promise<void> {
  await em.execute(FAILED, [maxAttempts, retryInMs, recipient, error.slice(0, 1000), job.id, job.attempts]);
}
