import { randomUUID } from 'node:crypto';
import {
  CREATE_WEBHOOK_ENDPOINT_MUTATION,
  type CreateWebhookEndpointMutation,
  SUBMIT_ENQUIRY_MUTATION,
  WEBHOOK_DELIVERIES_QUERY,
  type WebhookDeliveriesQuery,
} from '@site/schema';
import { validEnquiry } from '@site/schema/test/factories';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayProcess, startGateway } from '../test/gateway-process.js';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.js';
import { adminToken } from './support/calls.js';
import { type PostgresCluster, startPostgresCluster } from './support/postgres-cluster.js';

let postgres: PostgresCluster;
const gateways: GatewayProcess[] = [];
let receiver: WebhookReceiver;

beforeAll(async () => {
  postgres = await startPostgresCluster();
  // The first delivery never gets an answer: the gateway making it dies while it waits.
  receiver = await startWebhookReceiver((n) => (n === 1 ? null : 200));
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.kill('SIGKILL')));
  receiver?.close();
  await postgres?.close();
});

async function graphql<T>(gateway: GatewayProcess, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

describe('a gateway killed while it delivers a webhook', () => {
  it('leaves the delivery to another gateway, which makes it with the same webhook-id', async () => {
    const env = { DATABASE_URL: postgres.url, WEBHOOK_ALLOW_PRIVATE: 'true' };
    const doomed = await startGateway(env);
    gateways.push(doomed);
    const token = await adminToken(doomed);
    const { url, received } = receiver;
    const created = await graphql<CreateWebhookEndpointMutation>(
      doomed,
      CREATE_WEBHOOK_ENDPOINT_MUTATION,
      { input: { url, events: ['enquiry.created'] } },
      token,
    );
    const { secret } = created.createWebhookEndpoint;
    await graphql(doomed, SUBMIT_ENQUIRY_MUTATION, { submissionId: randomUUID(), input: validEnquiry() });

    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    await doomed.kill('SIGKILL');

    const survivor = await startGateway(env);
    gateways.push(survivor);
    // Once the dead gateway's lease on the job runs out, the survivor takes it.
    await expect.poll(() => received.length, { timeout: 90_000, interval: 500 }).toBe(2);
    const [first, second] = received as [(typeof received)[number], (typeof received)[number]];
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(new Webhook(secret).verify(second.body, second.headers as Record<string, string>)).toMatchObject({ type: 'enquiry.created' });

    const deliveries = async () =>
      (await graphql<WebhookDeliveriesQuery>(survivor, WEBHOOK_DELIVERIES_QUERY, {}, await adminToken(survivor))).webhookDeliveries;
    await expect.poll(async () => (await deliveries()).rows.map((row) => row.status)).toEqual(['done']);
  });
});
