import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { JobKind } from './job-kind.js';
import { type ClaimedJob, claimJobs, enqueueJob, markJobFailed, markJobFinished } from './job-queue.js';

export interface JobRunnerOptions {
  orm: MikroORM;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own payload type
  kinds: readonly JobKind<any>[];
  log: Logger;
  /** How often the queue is looked at when it was empty. */
  pollMs?: number;
  /** The time handlers and recurring kinds see; tests pass a fake one. */
  clock?: () => Date;
}

const DEFAULT_POLL_MS = 2_000;
const BATCH_SIZE = 10;

/**
 * Runs the due jobs of its kinds from this gateway's database. Every gateway runs one; the claim
 * query hands each job to one of them at a time, and a recurring kind's job for a period is one row
 * whoever inserts it first.
 */
export class JobRunner {
  private readonly pollMs: number;
  private readonly clock: () => Date;
  private readonly scheduledPeriod = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.clock = options.clock ?? (() => new Date());
  }

  start(): void {
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs being run now. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => this.schedule(this.pollMs));
    }, delayMs);
  }

  // Keeps taking batches while there are due jobs, so a backlog is worked off without waiting a poll each.
  private async drain(): Promise<void> {
    try {
      await this.enqueueRecurring();
      for (const kind of this.options.kinds) {
        for (;;) {
          if (this.stopped) return;
          const jobs = await claimJobs(this.options.orm.em.fork(), kind.name, kind.leaseMs, BATCH_SIZE);
          if (jobs.length === 0) break;
          // One at a time: the embedded database serves one statement at a time anyway. On stop the
          // rest of the batch is left to its leases, so shutting down never waits for more than one job.
          for (const job of jobs) {
            if (this.stopped) return;
            await this.run(kind, job);
          }
        }
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'job queue: could not read the queue');
    }
  }

  // A period's job has the period's start as its key, so of all the gateways only the first insert counts.
  private async enqueueRecurring(): Promise<void> {
    const now = this.clock().getTime();
    for (const kind of this.options.kinds) {
      if (!kind.every) continue;
      const periodStart = now - (now % kind.every.periodMs);
      if (this.scheduledPeriod.get(kind.name) === periodStart) continue;
      await enqueueJob(this.options.orm.em.fork(), kind.name, {}, { key: new Date(periodStart).toISOString() });
      this.scheduledPeriod.set(kind.name, periodStart);
    }
  }

  private async run(kind: JobKind<unknown>, job: ClaimedJob): Promise<void> {
    const em = this.options.orm.em.fork();
    const log = this.options.log;
    const run = { id: job.id, key: job.key, payload: job.payload, attempt: job.attempts, em, log, now: this.clock(), result: undefined as string | undefined };
    try {
      const outcome = await kind.handle(run);
      await markJobFinished(em, job, outcome, run.result ?? null);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const status = await markJobFailed(em, job, {
        error: reason,
        result: run.result ?? null,
        retryInMs: kind.retry.delayMs(job.attempts),
        lastAttempt: kind.retry.maxAttempts !== undefined && job.attempts >= kind.retry.maxAttempts,
        maxAgeMs: kind.retry.maxAgeMs,
      }).catch((markError: unknown) => log.error({ err: markError, job: job.id, kind: kind.name }, 'job queue: could not record a failed job'));
      // Failures that are retried are expected (a server down for a while); only giving up needs a person.
      if (status === 'failed') log.warn({ job: job.id, kind: kind.name, attempt: job.attempts, reason }, 'job queue: gave up; an admin can run it again');
      else log.info({ job: job.id, kind: kind.name, attempt: job.attempts, reason }, 'job queue: try failed; will retry');
    }
  }
}
