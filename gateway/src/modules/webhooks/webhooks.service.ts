import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, InvalidError, NotFoundError } from '../../core/errors.js';
import { ADMIN_PAGE_MAX, isWebhookEvent } from '@site/schema';
import { requeueJob } from '../../jobs/job-queue.js';
import { Job, OPEN_JOB_STATUSES } from '../../jobs/job.entity.js';
import { checkWebhookUrl } from './webhook-address.js';
import { WebhookAttempt } from './webhook-attempt.entity.js';
import { WEBHOOK_JOB_KIND, type WebhookPayload, webhookMessageId } from './webhook-delivery.job.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { newWebhookSecret } from './webhook-signature.js';
import type { CreatedWebhookEndpoint, CreateWebhookEndpointInput, WebhookDelivery } from './webhooks.types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const EVENTS_MESSAGE = 'Choose at least one event.';

/** Registers an endpoint with a new secret, answered this once. */
export async function createWebhookEndpoint(em: EntityManager, input: CreateWebhookEndpointInput, allowPrivate: boolean): Promise<CreatedWebhookEndpoint> {
  const events = [...new Set(input.events.map((event) => event.trim()))];
  const unknown = events.filter((event) => !isWebhookEvent(event));
  if (events.length === 0) throw new InvalidError({ events: EVENTS_MESSAGE });
  if (unknown.length > 0) throw new InvalidError({ events: `Unknown events: ${unknown.join(', ')}.` });
  const url = await checkWebhookUrl(input.url.trim(), allowPrivate);
  const secret = newWebhookSecret();
  const endpoint = Object.assign(new WebhookEndpoint(), { url: url.href, events, secret });
  await em.persist(endpoint).flush();
  return { secret, endpoint };
}

export function listWebhookEndpoints(em: EntityManager): Promise<WebhookEndpoint[]> {
  return em.find(WebhookEndpoint, {}, { orderBy: { createdAt: 'desc' } });
}

/** Removes an endpoint; its deliveries still waiting are skipped, and the record of past ones stays. */
export async function deleteWebhookEndpoint(em: EntityManager, id: string): Promise<boolean> {
  const endpoint = UUID.test(id) ? await em.findOne(WebhookEndpoint, { id }) : null;
  if (!endpoint) throw new NotFoundError('Webhook endpoint');
  await em.remove(endpoint).flush();
  return true;
}

/** One page of deliveries, the newest first, each with its tries. */
export async function pageWebhookDeliveries(
  em: EntityManager,
  endpointId: string | null | undefined,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: WebhookDelivery[] }> {
  const where = endpointId ? { kind: WEBHOOK_JOB_KIND, payload: { endpointId } } : { kind: WEBHOOK_JOB_KIND };
  const [jobs, total] = await em.findAndCount(Job, where, {
    orderBy: { id: 'desc' },
    offset: Math.max(0, Math.trunc(offset)),
    limit: Math.min(ADMIN_PAGE_MAX, Math.max(1, Math.trunc(limit))),
  });
  return { total, rows: await withAttempts(em, jobs) };
}

/** Sends a finished or failed delivery again, with the same webhook-id and a fresh round of tries. */
export async function resendWebhookDelivery(em: EntityManager, id: string): Promise<WebhookDelivery> {
  const jobId = Number(id);
  const where = { id: jobId, kind: WEBHOOK_JOB_KIND };
  if (!Number.isSafeInteger(jobId) || !(await em.findOne(Job, where))) throw new NotFoundError('Webhook delivery');
  if (!(await requeueJob(em, jobId))) throw new ConflictError('This delivery is still being tried.');
  const [delivery] = await withAttempts(em, [await em.findOneOrFail(Job, where, { refresh: true })]);
  return delivery!;
}

async function withAttempts(em: EntityManager, jobs: Job[]): Promise<WebhookDelivery[]> {
  const attempts = await em.find(WebhookAttempt, { jobId: { $in: jobs.map((job) => job.id) } }, { orderBy: { id: 'desc' } });
  return jobs.map((job) => {
    const payload = job.payload as unknown as WebhookPayload;
    const own = attempts.filter((attempt) => attempt.jobId === job.id);
    return {
      id: String(job.id),
      messageId: webhookMessageId(job.id),
      endpointId: payload.endpointId,
      event: payload.event,
      status: job.status,
      createdAt: job.createdAt,
      nextTryAt: OPEN_JOB_STATUSES.includes(job.status) ? job.runAt : null,
      attempts: own,
      attemptCount: own.length,
    };
  });
}
