import { request } from 'node:http';
import { validEnquiry } from '@site/schema/test/factories';
import { afterEach, describe, expect, it } from 'vitest';
import { type GatewayProcess, startGateway } from './test/gateway-process.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

let gateway: GatewayProcess | undefined;
let database: TestDatabase | undefined;

afterEach(async () => {
  await gateway?.kill('SIGKILL');
  await database?.drop();
});

describe('stopping on SIGTERM', () => {
  it('lets a request in flight finish, closing its connection, then exits cleanly', async () => {
    database = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined;
    gateway = await startGateway(database ? { DATABASE_URL: database.url } : {}, { migrated: true });
    const { hostname: host, port } = new URL(gateway.url);
    let exited: Promise<number | null> | undefined;
    const body = JSON.stringify({
      query: 'mutation($id: String!, $input: EnquiryInput!) { submitEnquiry(submissionId: $id, input: $input) { id } }',
      variables: { id: 'shutdown-0001', input: validEnquiry({ enquiry: 'Sent while stopping' }) },
    });
    const answer = new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
      const req = request(
        {
          host,
          port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }));
        },
      );
      req.on('error', reject);
      // Half the body now; the rest after the signal, so the request is in flight when it arrives.
      req.write(body.slice(0, 40));
      setTimeout(() => {
        exited = gateway!.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(40)), 300);
      }, 300);
    });

    const { status, connection, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ data: { submitEnquiry: { id: expect.any(String) } } });
    // Not kept alive: the idle socket would otherwise hold the process open until the client let go of it.
    expect(connection).toBe('close');
    expect(await exited).toBe(0);
    // A process compiled by tsx as it starts: slow on a busy machine.
  }, 90_000);
});
