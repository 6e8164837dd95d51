import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobStatus } from './job.entity.js';

/** A job a worker has taken, with its lease. */
export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface EnqueueOptions {
  /** Identity within the kind: while a job with this key exists, another is not enqueued. */
  key?: string;
  /** Not before this time; now by default. */
  runAt?: Date;
}

const ENQUEUE = `insert into jobs (kind, key, payload, run_at) values (?, ?, ?::jsonb, coalesce(?::timestamptz, now()))
  on conflict (kind, key) do nothing returning id`;

// One statement takes due jobs and leases them by moving run_at past the lease: SKIP LOCKED lets
// gateways polling at the same moment take different rows instead of waiting for each other, and
// a gateway that dies mid-run leaves a `running` job that becomes due again when its lease runs out.
const CLAIM = `update jobs set status = 'running', run_at = now() + interval '1 millisecond' * ?, attempts = attempts + 1
  where id in (select id from jobs where kind = ? and status in ('queued', 'running', 'retrying') and run_at <= now()
    order by run_at, id limit ? for update skip locked)
  returning id, kind, key, payload, attempts`;

// `attempts = ?` makes the outcome count only for the lease that ran it.
const FINISHED = `update jobs set status = ?, done_at = now(), result = coalesce(?, result), last_error = null where id = ? and attempts = ?`;
const FAILED = `update jobs set
    status = case when ?::boolean or (?::bigint is not null and now() + interval '1 millisecond' * ? > queued_at + interval '1 millisecond' * ?::bigint)
      then 'failed' else 'retrying' end,
    run_at = now() + interval '1 millisecond' * ?, result = coalesce(?, result), last_error = ?
  where id = ? and attempts = ? returning status`;
const REQUEUE = `update jobs set status = 'queued', attempts = 0, run_at = now(), queued_at = now(), last_error = null
  where id = ? and status not in ('queued', 'running', 'retrying') returning id`;

/**
 * Adds a job in the caller's transaction: pass the EntityManager of `em.transactional` (or the
 * request's) so that the job is stored if and only if the change that causes it is. Answers the
 * job's id, or null when a job of this kind with this key already exists.
 */
export async function enqueueJob(em: EntityManager, kind: string, payload: object, options: EnqueueOptions = {}): Promise<number | null> {
  const rows = await em.execute<{ id: number }[]>(ENQUEUE, [kind, options.key ?? null, JSON.stringify(payload), options.runAt ?? null]);
  return rows[0]?.id ?? null;
}

/** Puts a finished or failed job back in the queue with a fresh round of tries (an admin's "retry"); false if it is still open. */
export async function requeueJob(em: EntityManager, id: number): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(REQUEUE, [id]);
  return rows.length > 0;
}

export async function claimJobs(em: EntityManager, kind: string, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
  return em.execute<ClaimedJob[]>(CLAIM, [leaseMs, kind, limit]);
}

export async function markJobFinished(em: EntityManager, job: ClaimedJob, status: 'done' | 'skipped', result: string | null): Promise<void> {
  await em.execute(FINISHED, [status, result, job.id, job.attempts]);
}

export interface FailedTry {
  error: string;
  result: string | null;
  retryInMs: number;
  lastAttempt: boolean;
  maxAgeMs: number | undefined;
}

/** Schedules the next try, or gives up; answers the job's new status (undefined if another lease has it now). */
export async function markJobFailed(em: EntityManager, job: ClaimedJob, failure: FailedTry): Promise<JobStatus | undefined> {
  const maxAge = failure.maxAgeMs ?? null;
  const rows = await em.execute<{ status: JobStatus }[]>(FAILED, [
    failure.lastAttempt,
    maxAge,
    failure.retryInMs,
    maxAge,
    failure.retryInMs,
    failure.result,
    failure.error.slice(0, 1000),
    job.id,
    job.attempts,
  ]);
  return rows[0]?.status;
}
