import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN_ID, E2E_ADMIN_PASSWORD } from './environment';

/** Logs in as the specification's legacy client does (POST /api/authenticate) and returns the bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/authenticate', { data: { adminId: E2E_ADMIN_ID, password: E2E_ADMIN_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** Runs an admin GraphQL operation with the bearer token and returns its data. */
export async function adminGraphQL<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Opens or closes a job role for applications through the REST shim, as the admin panel's toggle does. */
export async function setRoleAccepting(request: APIRequestContext, token: string, id: number, accepting: boolean): Promise<void> {
  const response = await request.patch(`/api/jobRoles/${id}`, { headers: { authorization: `Bearer ${token}` }, data: { accepting } });
  expect(response.ok()).toBe(true);
}
