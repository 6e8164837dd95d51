import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { MailComposer, MailSettings } from './mail-message.js';
import { type ClaimedMailJob, claimMailJobs, markMailFailed, markMailSent, markMailSkipped } from './mail-queue.js';
import { recipientOf, type SendMail } from './mail-transport.js';

export interface MailWorkerTiming {
  /** How often the queue is looked at when it was empty. */
  pollMs: number;
  /** The first retry's delay; each further one doubles, up to maxRetryMs. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** Tries before a job is marked failed and waits for an admin's resend. */
  maxAttempts: number;
  /** How long a taken job is left to its worker; well beyond the transport's timeouts. */
  leaseMs: number;
}

// Ten tries with these delays span about four hours of mail-server outage.
export const MAIL_WORKER_TIMING: MailWorkerTiming = { pollMs: 2_000, retryBaseMs: 30_000, maxRetryMs: 3_600_000, maxAttempts: 10, leaseMs: 300_000 };

const BATCH_SIZE = 10;

export interface MailWorkerDeps {
  orm: MikroORM;
  send: SendMail;
  composers: readonly MailComposer[];
  settings: MailSettings;
  log: Logger;
  timing?: Partial<MailWorkerTiming>;
}

/**
 * Delivers the queued e-mails of this gateway's database. Every gateway runs one; the claim query
 * hands each job to one of them at a time.
 */
export class MailWorker {
  private readonly timing: MailWorkerTiming;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly deps: MailWorkerDeps) {
    this.timing = { ...MAIL_WORKER_TIMING, ...deps.timing };
  }

  start(): void {
    this.schedule(0);
  }

  /** Stops polling and waits for the e-mails being sent now. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => this.schedule(this.timing.pollMs));
    }, delayMs);
  }

  // Keeps taking batches while there are due jobs, so a backlog goes out without waiting a poll each.
  private async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const jobs = await claimMailJobs(this.deps.orm.em.fork(), this.timing.leaseMs, BATCH_SIZE);
        if (jobs.length === 0) return;
        // One at a time: the embedded database serves one statement at a time anyway, and a batch
        // of ten is done long before its leases run out. On stop the rest of the batch is left to
        // its leases, so shutting down never waits for a slow mail server more than once.
        for (const job of jobs) {
          if (this.stopped) return;
          await this.deliver(job);
        }
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'mail queue: could not read the queue');
    }
  }

  private async deliver(job: ClaimedMailJob): Promise<void> {
    const em = this.deps.orm.em.fork();
    let recipient: string | null = null;
    try {
      const composer = this.deps.composers.find((candidate) => candidate.table === job.sourceTable);
      const message = await composer?.compose(em, job.sourceId, job.audience, this.deps.settings);
      if (!message) {
        await markMailSkipped(em, job);
        return;
      }
      recipient = recipientOf(message.to);
      await this.deps.send(message);
      await markMailSent(em, job, recipient);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryInMs = Math.min(this.timing.retryBaseMs * 2 ** (job.attempts - 1), this.timing.maxRetryMs);
      // A mail server that is down for a while is expected and handled by retrying; only giving up needs a person.
      if (job.attempts >= this.timing.maxAttempts)
        this.deps.log.warn({ job: job.id, reason }, 'mail queue: gave up; an admin can resend it from the dashboard');
      else this.deps.log.info({ job: job.id, attempt: job.attempts, reason }, 'mail queue: sending failed; will retry');
      await markMailFailed(em, job, reason, recipient, retryInMs, this.timing.maxAttempts).catch((markError: unknown) =>
        this.deps.log.error({ err: markError }, 'mail queue: could not record a failed e-mail'),
      );
    }
  }
}
