import { validContact } from '@site/schema/test/factories';
import { TEST_ADMIN_ID } from '../../test/test-server.js';
import { PROCESS_ADMIN_PASSWORD, type GatewayProcess } from '../../test/gateway-process.js';

export const contact = (message: string) => validContact({ message });

/** A contact post as the old client sends it, keyed so a replay is recognised. */
export function postContact(gateway: GatewayProcess, key: string, message: string, ip = '192.0.2.1'): Promise<Response> {
  return fetch(`${gateway.url}/api/connectUs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': ip },
    body: JSON.stringify(contact(message)),
  });
}

export function login(gateway: GatewayProcess, password: string, ip = '192.0.2.1'): Promise<Response> {
  return fetch(`${gateway.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ adminId: TEST_ADMIN_ID, password }),
  });
}

export async function adminToken(gateway: GatewayProcess): Promise<string> {
  const response = await login(gateway, PROCESS_ADMIN_PASSWORD, '192.0.2.250');
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The stored contact messages, as an admin sees them. */
export async function contactMessages(gateway: GatewayProcess, token: string): Promise<string[]> {
  const response = await fetch(`${gateway.url}/api/connects`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET /api/connects answered ${response.status}`);
  return ((await response.json()) as { message: string }[]).map((row) => row.message);
}

/** A GraphQL call with a bearer token; refuses to go on when it answers errors. */
export async function graphqlAs<T>(gateway: GatewayProcess, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.250' },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!result.data || result.errors) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** A new API key with these scopes, as the Owner creates it. */
export async function createApiKey(gateway: GatewayProcess, ownerToken: string, scopes: string[]): Promise<{ id: string; key: string }> {
  const data = await graphqlAs<{ createApiKey: { key: string; apiKey: { id: string } } }>(
    gateway,
    ownerToken,
    'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }',
    { input: { name: `fault test ${Date.now()}`, scopes } },
  );
  return { id: data.createApiKey.apiKey.id, key: data.createApiKey.key };
}
