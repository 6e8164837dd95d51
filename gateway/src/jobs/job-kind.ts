import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';

/** One try of a job, as its handler sees it. */
export interface JobRun<P> {
  /** The job's id: the same on every retry. */
  id: number;
  key: string | null;
  payload: P;
  /** 1 on the first try. */
  attempt: number;
  /** A fork of the EntityManager for this try. */
  em: EntityManager;
  log: Logger;
  /** The clock the runner was given (tests pass a fake one). */
  now: Date;
  /** Set to note what the try did or aimed at (an e-mail's recipient); kept with the job whether it succeeds or fails. */
  result?: string;
}

/** What a handler answers; throwing means the try failed and is retried on the kind's schedule. */
export type JobOutcome = 'done' | 'skipped';

/**
 * When to try again after a failure: `delayMs(n)` is the wait after the n-th failed try. The job is
 * given up (failed) after `maxAttempts` tries, or when the next try would start more than `maxAgeMs`
 * after it was queued, whichever comes first.
 */
export interface RetrySchedule {
  delayMs(failedAttempts: number): number;
  maxAttempts?: number;
  maxAgeMs?: number;
}

/** Doubling delays from `firstMs`, at most `maxMs` each. */
export function exponentialBackoff(firstMs: number, maxMs: number): RetrySchedule['delayMs'] {
  return (failed) => Math.min(firstMs * 2 ** (failed - 1), maxMs);
}

/** A fixed list of delays; after the list the last one repeats. */
export function delaySteps(delaysMs: readonly number[]): RetrySchedule['delayMs'] {
  return (failed) => delaysMs[Math.min(failed, delaysMs.length) - 1]!;
}

export interface JobKind<P = Record<string, unknown>> {
  /** Stored in every job of the kind; never rename one that has rows. */
  name: string;
  handle(run: JobRun<P>): Promise<JobOutcome>;
  retry: RetrySchedule;
  /** How long a worker holds a taken job before another may take it: well beyond the handler's own timeouts. */
  leaseMs: number;
  /** Enqueued by the runners once per period (e.g. a day) for all gateways together. */
  every?: { periodMs: number };
}

/** Declares a kind with a typed payload. */
export function defineJobKind<P>(kind: JobKind<P>): JobKind<P> {
  return kind;
}
