import type { TestServer } from './test-server.js';

/** A legacy client's JSON call; a token is sent as the bearer header. */
export function restCall(t: TestServer, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${t.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
