import type { EntityManager } from '@mikro-orm/postgresql';
import { defineJobKind, exponentialBackoff, type JobKind } from '../jobs/job-kind.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { MailAudience, MailComposer, MailSettings } from './mail-message.js';
import { recipientOf, type SendMail } from './mail-transport.js';

/** The job kind of an e-mail about a submission; its jobs are enqueued by database triggers (see the migrations). */
export const MAIL_JOB = 'mail';

/** Which row of which table the e-mail is about, and to whom. */
export interface MailJobPayload {
  table: string;
  sourceId: string;
  audience: MailAudience;
}

/** A mail job's key: one e-mail per submission and audience. */
export function mailJobKey(sourceId: string, audience: MailAudience): string {
  return `${sourceId}/${audience}`;
}

/**
 * Queues an e-mail about a row from application code, in the caller's transaction (the submissions'
 * e-mails are queued by triggers instead); a second one for the same row and audience is not queued.
 */
export async function enqueueMail(em: EntityManager, payload: MailJobPayload): Promise<void> {
  await enqueueJob(em, MAIL_JOB, payload, { key: mailJobKey(payload.sourceId, payload.audience) });
}

export interface MailRetry {
  /** The first retry's delay; each further one doubles, up to maxMs. */
  firstMs: number;
  maxMs: number;
  /** Tries before a job is marked failed and waits for an admin's resend. */
  maxAttempts: number;
}

// Ten tries with these delays span about four hours of mail-server outage.
export const MAIL_RETRY: MailRetry = { firstMs: 30_000, maxMs: 3_600_000, maxAttempts: 10 };

export interface MailJobDeps {
  send: SendMail;
  composers: readonly MailComposer[];
  settings: MailSettings;
  retry?: Partial<MailRetry>;
}

/** Writes the e-mail with the composer of the submission's module and sends it; skipped when there is nobody to send it to. */
export function mailJobKind(deps: MailJobDeps): JobKind<MailJobPayload> {
  const retry = { ...MAIL_RETRY, ...deps.retry };
  return defineJobKind<MailJobPayload>({
    name: MAIL_JOB,
    // Well beyond the transport's timeouts (see mail-transport.ts).
    leaseMs: 300_000,
    retry: { delayMs: exponentialBackoff(retry.firstMs, retry.maxMs), maxAttempts: retry.maxAttempts },
    async handle(run) {
      const { table, sourceId, audience } = run.payload;
      const composer = deps.composers.find((candidate) => candidate.table === table);
      const message = await composer?.compose(run.em, sourceId, audience, deps.settings);
      if (!message) return 'skipped';
      run.result = recipientOf(message.to);
      await deps.send(message);
      return 'done';
    },
  });
}
