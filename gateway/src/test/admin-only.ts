import { expect } from 'vitest';
import { restCall } from './rest-call.js';
import type { GraphqlResponse, TestServer } from './test-server.js';

/** What an admin operation must refuse: no token, and one the gateway never signed. */
const NOT_ADMIN_TOKENS = [undefined, 'not-a-token'];

/** `send` with each token an admin operation must refuse answers 401 UNAUTHENTICATED. */
export async function expectAdminOnly(send: (token: string | undefined) => Promise<GraphqlResponse<unknown>>): Promise<void> {
  for (const token of NOT_ADMIN_TOKENS) {
    const result = await send(token);
    expect(result.status).toBe(401);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }
}

/** A legacy client's call with each token an admin row must refuse answers 401. */
export async function expectRestAdminOnly(t: TestServer, method: string, path: string, body?: unknown): Promise<void> {
  for (const token of NOT_ADMIN_TOKENS) expect((await restCall(t, method, path, body, token)).status).toBe(401);
}
