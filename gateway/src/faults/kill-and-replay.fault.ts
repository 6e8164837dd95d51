import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, contact, contactMessages, postContact } from './support/calls.js';
import { type GatewayProcess, startGateway } from '../test/gateway-process.js';
import { type PostgresCluster, startPostgresCluster } from './support/postgres-cluster.js';

const BURST = 60;
const SUBMIT = `mutation($id: String!, $input: ContactInput!) { submitContact(submissionId: $id, input: $input) { id } }`;

let postgres: PostgresCluster;
const gateways: GatewayProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgresCluster();
  gateways.push(await startGateway({ DATABASE_URL: postgres.url }), await startGateway({ DATABASE_URL: postgres.url }));
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.kill('SIGKILL')));
  await postgres?.close();
});

function submitOverGraphql(gateway: GatewayProcess, id: string, message: string): Promise<Response> {
  return fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SUBMIT, variables: { id, input: contact(message) } }),
  });
}

describe('a gateway killed in the middle of a burst', () => {
  it('loses nothing and stores nothing twice when every submission is replayed to another gateway', async () => {
    const [doomed, survivor] = gateways as [GatewayProcess, GatewayProcess];
    const submissions = Array.from({ length: BURST }, (_, i) => ({ key: randomUUID(), message: `burst ${i}`, rest: i % 2 === 0 }));
    const send = (gateway: GatewayProcess, s: (typeof submissions)[number]) =>
      s.rest ? postContact(gateway, s.key, s.message) : submitOverGraphql(gateway, s.key, s.message);

    const burst = submissions.map((s) =>
      send(doomed, s).then(
        (r) => r.status,
        () => 'cut off',
      ),
    );
    await new Promise((done) => setTimeout(done, 20));
    await doomed.kill('SIGKILL');
    const outcomes = await Promise.all(burst);
    // The point of the test: some were answered, some were cut off on the way.
    expect(outcomes).toContain('cut off');

    // The outbox does not know which of its sends arrived: it sends every one again, keys unchanged.
    const replayed = await Promise.all(submissions.map((s) => send(survivor, s).then((r) => r.status)));
    expect(replayed.every((status) => status === 200 || status === 201)).toBe(true);

    const stored = await contactMessages(survivor, await adminToken(survivor));
    const burstRows = stored.filter((message) => message.startsWith('burst '));
    expect(burstRows.sort()).toEqual(submissions.map((s) => s.message).sort());
  });
});
