import { randomUUID } from 'node:crypto';
import type { GraphqlResponse, TestServer } from './test-server.js';

export interface TestFile {
  name: string;
  bytes: Buffer;
  /** What the client claims; the server must not trust it. */
  type?: string;
}

export type Part = { name: string; value: string } | { name: string; file: TestFile };

/**
 * A multipart/form-data body written by hand, so a test can send any file name, quotes and line
 * breaks included (browsers' FormData escapes those). The name goes as RFC 8187 `filename*`.
 */
export function encodeMultipart(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('file' in part) {
      head += `; filename*=UTF-8''${encodeURIComponent(part.file.name)}\r\nContent-Type: ${part.file.type ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`), 'file' in part ? part.file.bytes : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A GraphQL multipart request (the PWA's uploads): `files` maps a variable name to its file. */
export function graphqlWithFiles<T = Record<string, unknown>>(
  t: TestServer,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, TestFile>,
  token?: string,
): Promise<GraphqlResponse<T>> {
  const names = Object.keys(files);
  const operations = { query, variables: { ...variables, ...Object.fromEntries(names.map((name) => [name, null])) } };
  return sendGraphqlMultipart<T>(
    t,
    operations,
    names.map((name) => [`variables.${name}`, files[name]!] as const),
    token,
  );
}

/**
 * Sends `operations`, whose file variables hold nulls, with each file at its variable's path
 * (`variables.images.0`), as the GraphQL multipart request spec lays out.
 */
export async function sendGraphqlMultipart<T>(
  t: TestServer,
  operations: { query: string; variables: Record<string, unknown> },
  files: ReadonlyArray<readonly [path: string, file: TestFile]>,
  token?: string,
): Promise<GraphqlResponse<T>> {
  const { body, contentType } = encodeMultipart([
    { name: 'operations', value: JSON.stringify(operations) },
    { name: 'map', value: JSON.stringify(Object.fromEntries(files.map(([path], index) => [String(index), [path]]))) },
    ...files.map(([, file], index) => ({ name: String(index), file })),
  ]);
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const json = (await response.json()) as { data?: T; errors?: GraphqlResponse['errors'] };
  return { status: response.status, data: json.data ?? undefined, errors: json.errors, headers: response.headers };
}

/** A legacy client's multipart form post to a REST shim row. */
export function postForm(t: TestServer, path: string, parts: readonly Part[], headers: Record<string, string> = {}): Promise<Response> {
  const { body, contentType } = encodeMultipart(parts);
  return fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });
}

/** Text fields as parts, skipping absent ones (undefined or null); numbers go as the form would send them. */
export function fieldParts(fields: Record<string, string | number | null | undefined>): Part[] {
  return Object.entries(fields).flatMap(([name, value]) => (value === undefined || value === null ? [] : [{ name, value: String(value) }]));
}
