import type { Services } from '../../core/services.js';
import { defineJobKind, delaySteps, type JobKind, type RetrySchedule } from '../../jobs/job-kind.js';
import { checkWebhookUrl } from './webhook-address.js';
import { WebhookAttempt } from './webhook-attempt.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { webhookHeaders } from './webhook-signature.js';

export const WEBHOOK_JOB_KIND = 'webhook';

/** What the database triggers put in a delivery job (see the webhooks migration). */
export interface WebhookPayload {
  endpointId: string;
  event: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

const SECOND = 1_000;
const HOUR = 3_600_000;

/**
 * Three quick tries within a minute and a half of the first failure (5 s, 25 s, 60 s), then 1, 5
 * and 10 hours apart, given up once a try would start more than 28 hours after the event.
 */
export const WEBHOOK_RETRY: RetrySchedule = {
  delayMs: delaySteps([5 * SECOND, 25 * SECOND, 60 * SECOND, HOUR, 5 * HOUR, 10 * HOUR]),
  maxAgeMs: 28 * HOUR,
};

/** A receiver that has not answered by then has failed this try. */
const TIMEOUT_MS = 15_000;
/** How much of a receiver's answer is kept with the attempt. */
const ANSWER_CHARS = 500;

/** The `webhook-id` of a delivery: its job's id, the same on every retry and on a resend. */
export function webhookMessageId(jobId: number): string {
  return `msg_${jobId}`;
}

/**
 * Delivers one event to one endpoint: the JSON body `{ type, timestamp, data }`, signed in the
 * Standard Webhooks form. A 2xx answer is delivered; anything else (another status, a redirect, no
 * answer in time, an address that has become private) is a failed try, retried on WEBHOOK_RETRY.
 * Every try is recorded with its status and the start of the answer. An endpoint deleted or
 * turned off meanwhile gets nothing.
 */
export function webhookJobKind(services: Services): JobKind<WebhookPayload> {
  return defineJobKind<WebhookPayload>({
    name: WEBHOOK_JOB_KIND,
    leaseMs: 2 * TIMEOUT_MS,
    retry: WEBHOOK_RETRY,
    async handle(run) {
      const endpoint = await run.em.findOne(WebhookEndpoint, { id: run.payload.endpointId });
      if (!endpoint?.active) return 'skipped';
      run.result = endpoint.url;
      const body = JSON.stringify({ type: run.payload.event, timestamp: run.payload.occurredAt, data: run.payload.data });
      const attempt = Object.assign(new WebhookAttempt(), { jobId: run.id, attemptedAt: run.now });
      const started = performance.now();
      try {
        const url = await checkWebhookUrl(endpoint.url, services.config.webhookAllowPrivate);
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'site-webhooks',
            ...webhookHeaders(endpoint.secret, webhookMessageId(run.id), run.now, body),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        attempt.status = response.status;
        attempt.answer = await startOf(response);
      } catch (error) {
        attempt.answer = error instanceof Error ? error.message : String(error);
      }
      attempt.durationMs = Math.round(performance.now() - started);
      await run.em.persist(attempt).flush();
      if (attempt.status !== null && attempt.status >= 200 && attempt.status < 300) return 'done';
      throw new Error(attempt.status === null ? attempt.answer : `The receiver answered ${attempt.status}.`);
    },
  });
}

/** The first characters of an answer, reading no more of it than that. */
async function startOf(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < ANSWER_CHARS) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text.slice(0, ANSWER_CHARS);
}
