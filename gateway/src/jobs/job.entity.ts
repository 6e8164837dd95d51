import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * queued: waiting for its first try; running: a worker holds its lease; retrying: failed, next try at
 * `runAt`; done; skipped: nothing to do (e.g. nobody to e-mail); failed: gave up, an admin may requeue it.
 */
export type JobStatus = 'queued' | 'running' | 'retrying' | 'done' | 'skipped' | 'failed';

/** The states a worker may still take a job in (a `running` one only once its lease is over). */
export const OPEN_JOB_STATUSES: readonly JobStatus[] = ['queued', 'running', 'retrying'];

/**
 * One piece of background work of a named kind (see job-kind.ts). The row keeps its id across its
 * retries, so whatever it sends can carry that id as its identity.
 */
@Entity({ tableName: 'jobs' })
@Unique({ name: 'jobs_one_per_key', properties: ['kind', 'key'] })
@Index({ name: 'jobs_due', properties: ['status', 'runAt'] })
// A submission's e-mails are found by its id when it is deleted (migration 20261127090000) or erased.
@Index({ name: 'jobs_mail_source', expression: `create index "jobs_mail_source" on "jobs" ((payload->>'sourceId')) where "kind" = 'mail'` })
export class Job {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 40 })
  kind!: string;

  /** Optional identity within its kind: a second job with the same key is not enqueued. */
  @Property({ type: 'text', nullable: true })
  key: string | null = null;

  @Property({ type: 'json' })
  payload: Record<string, unknown> = {};

  @Property({ type: 'string', length: 10, default: 'queued' })
  status: JobStatus = 'queued';

  /** Tries in the current round, counted when a worker takes it. */
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /** When a worker may next take it: now, after a retry's backoff, or when a taken job's lease runs out. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  runAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When the current round of tries began: on creation, or when an admin requeued it; a kind's maxAgeMs counts from here. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  queuedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  doneAt: Date | null = null;

  /** What the handler reported of its last try (an e-mail's recipient, say), for the dashboard. */
  @Property({ type: 'text', nullable: true })
  result: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;
}
