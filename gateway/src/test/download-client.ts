import { createHash } from 'node:crypto';
import type { TestFile } from './multipart.js';
import { encodeMultipart } from './multipart.js';
import type { TestServer } from './test-server.js';

/** An admin's upload as the dashboard sends it: PUT with the file as the body, the token in the cookie. */
export function putDownload(t: TestServer, path: string, bytes: Buffer, token?: string): Promise<Response> {
  return fetch(`${t.url}/api/downloads/files/${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', ...(token ? { cookie: `token=${token}` } : {}) },
    body: bytes,
  });
}

/** The same upload as a multipart form with the file in `field`, the token as a bearer header. */
export function postDownload(t: TestServer, path: string, file: TestFile, token?: string, field = 'file'): Promise<Response> {
  const { body, contentType } = encodeMultipart([{ name: field, file }]);
  return fetch(`${t.url}/api/downloads/files/${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
}

export interface FetchedDownload {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** A visitor's request for a slot's link, with whatever conditional or Range headers it sends. */
export async function getDownload(t: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<FetchedDownload> {
  const response = await fetch(`${t.url}/files/downloads/${path}`, { method, headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
