import { randomUUID } from 'node:crypto';
import {
  CREATE_WEBHOOK_ENDPOINT_MUTATION,
  type CreateWebhookEndpointMutation,
  DELETE_WEBHOOK_ENDPOINT_MUTATION,
  RESEND_WEBHOOK_DELIVERY_MUTATION,
  SUBMIT_ENQUIRY_MUTATION,
  WEBHOOK_DELIVERIES_QUERY,
  WEBHOOK_ENDPOINTS_QUERY,
  type WebhookDeliveriesQuery,
} from '@site/schema';
import { validEnquiry, validTicket } from '@site/schema/test/factories';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/admin-only.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { PRIVATE_ADDRESS_MESSAGE } from './webhook-address.js';

/** Answers each request with the next status of `statuses`, the last one repeating. */
function startReceiver(statuses: number[]) {
  return startWebhookReceiver((n) => statuses[Math.min(n, statuses.length) - 1]!);
}

async function register(t: TestServer, url: string, events: string[]) {
  return t.graphql<CreateWebhookEndpointMutation>(CREATE_WEBHOOK_ENDPOINT_MUTATION, { input: { url, events } }, await t.adminToken());
}

async function deliveries(t: TestServer, endpointId: string) {
  const result = await t.graphql<WebhookDeliveriesQuery>(WEBHOOK_DELIVERIES_QUERY, { endpointId }, await t.adminToken());
  return result.data!.webhookDeliveries;
}

describe('signed webhooks', () => {
  let t: TestServer;
  const receivers: WebhookReceiver[] = [];
  beforeAll(async () => {
    t = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  });
  afterAll(async () => {
    for (const receiver of receivers) receiver.close();
    await t.close();
  });

  it('delivers an event to a receiver that fails three times, once, with one webhook-id and a signature standardwebhooks verifies', async () => {
    const receiver = await startReceiver([500, 503, 500, 200]);
    receivers.push(receiver);
    const created = await register(t, receiver.url, ['enquiry.created']);
    expect(created.errors).toBeUndefined();
    const { secret, endpoint } = created.data!.createWebhookEndpoint;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const submitted = await t.graphql<{ submitEnquiry: { id: string } }>(SUBMIT_ENQUIRY_MUTATION, { submissionId: randomUUID(), input: validEnquiry() });
    const enquiryId = submitted.data!.submitEnquiry.id;
    await expect.poll(async () => (await deliveries(t, endpoint.id)).rows[0]?.status, { timeout: 15_000 }).toBe('done');

    expect(receiver.received).toHaveLength(4);
    const ids = new Set(receiver.received.map(({ headers }) => headers['webhook-id']));
    expect(ids.size).toBe(1);
    const last = receiver.received.at(-1)!;
    const verified = new Webhook(secret).verify(last.body, last.headers as Record<string, string>) as { type: string; data: unknown };
    expect(verified).toMatchObject({ type: 'enquiry.created', data: { kind: 'ENQUIRY', id: enquiryId } });
    expect(() => new Webhook(secret).verify(last.body.replace(enquiryId, randomUUID()), last.headers as Record<string, string>)).toThrow();

    const page = await deliveries(t, endpoint.id);
    expect(page.total).toBe(1);
    const [delivery] = page.rows;
    expect(delivery).toMatchObject({ event: 'enquiry.created', messageId: [...ids][0], attemptCount: 4, nextTryAt: null });
    expect(delivery!.attempts.map((attempt) => attempt.status)).toEqual([200, 500, 503, 500]);
    // The answer is kept only in part.
    expect(delivery!.attempts[0]!.answer).toMatch(/^answer 4 /);
    expect(delivery!.attempts[0]!.answer.length).toBeLessThanOrEqual(500);
  });

  it('resends a delivery with the same webhook-id, and sends nothing for events an endpoint did not ask for', async () => {
    const receiver = await startReceiver([200]);
    receivers.push(receiver);
    const { endpoint } = (await register(t, receiver.url, ['enquiry.created'])).data!.createWebhookEndpoint;
    await t.graphql(SUBMIT_ENQUIRY_MUTATION, { submissionId: randomUUID(), input: validEnquiry() });
    await expect.poll(async () => (await deliveries(t, endpoint.id)).rows[0]?.status, { timeout: 15_000 }).toBe('done');

    const [delivery] = (await deliveries(t, endpoint.id)).rows;
    const resent = await t.graphql(RESEND_WEBHOOK_DELIVERY_MUTATION, { id: delivery!.id }, await t.adminToken());
    expect(resent.errors).toBeUndefined();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect((await deliveries(t, endpoint.id)).total).toBe(1);
  });

  it('tells of a ticket closed, and of nothing once the endpoint is deleted', async () => {
    const receiver = await startReceiver([200]);
    receivers.push(receiver);
    const { endpoint } = (await register(t, receiver.url, ['ticket.closed'])).data!.createWebhookEndpoint;
    const ticket = await t.graphql<{ submitSupportRequest: { ticketId: string } }>(
      `mutation($id: String!, $input: SupportRequestInput!) { submitSupportRequest(submissionId: $id, input: $input) { ticketId } }`,
      { id: randomUUID(), input: validTicket() },
    );
    const ticketId = ticket.data?.submitSupportRequest.ticketId;
    expect(ticket.errors).toBeUndefined();
    await t.graphql(`mutation($id: String!) { closeTicket(ticketId: $id) { status } }`, { id: ticketId }, await t.adminToken());
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'ticket.closed', data: { kind: 'TICKET', status: 'Completed' } });

    expect((await t.graphql(DELETE_WEBHOOK_ENDPOINT_MUTATION, { id: endpoint.id }, await t.adminToken())).data).toEqual({ deleteWebhookEndpoint: true });
    const listed = await t.graphql<{ webhookEndpoints: { id: string }[] }>(WEBHOOK_ENDPOINTS_QUERY, {}, await t.adminToken());
    expect(listed.data!.webhookEndpoints.map(({ id }) => id)).not.toContain(endpoint.id);
  });

  it('refuses unknown events and addresses that are not http or https', async () => {
    expect((await register(t, 'http://127.0.0.1:9/', ['enquiry.updated'])).errors?.[0]?.extensions?.fieldErrors).toEqual({
      events: 'Unknown events: enquiry.updated.',
    });
    expect((await register(t, 'http://127.0.0.1:9/', [])).errors?.[0]?.extensions?.fieldErrors).toEqual({ events: 'Choose at least one event.' });
    expect((await register(t, 'file:///etc/passwd', ['enquiry.created'])).errors?.[0]?.extensions?.fieldErrors).toHaveProperty('url');
  });

  it('is for the admin only', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [CREATE_WEBHOOK_ENDPOINT_MUTATION, { input: { url: 'http://127.0.0.1:9/', events: ['enquiry.created'] } }],
      [WEBHOOK_ENDPOINTS_QUERY, {}],
      [WEBHOOK_DELIVERIES_QUERY, {}],
      [DELETE_WEBHOOK_ENDPOINT_MUTATION, { id: randomUUID() }],
      [RESEND_WEBHOOK_DELIVERY_MUTATION, { id: '1' }],
    ];
    for (const [query, variables] of calls) await expectAdminOnly((token) => t.graphql(query, variables, token));
  });
});

describe('webhook addresses without WEBHOOK_ALLOW_PRIVATE', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it.each([
    'http://127.0.0.1:8080/',
    'http://localhost/hooks',
    'http://10.1.2.3/',
    'http://192.168.1.10/',
    'http://169.254.169.254/latest',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
  ])('refuses %s', async (url) => {
    const result = await register(t, url, ['enquiry.created']);
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ url: PRIVATE_ADDRESS_MESSAGE });
  });
});
