import { randomUUID } from 'node:crypto';
import type { ShimRequest } from './shim-route.js';

/** A form field as the GraphQL input expects it: missing values become '' so the shared rule reports them. */
export function field(request: ShimRequest, name: string): string {
  const value = request.body[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function optionalField(request: ShimRequest, name: string): string | null {
  const value = field(request, name);
  return value === '' ? null : value;
}

/** The client's idempotency key (header or body), or a fresh one for clients that send none. */
export function submissionIdOf(request: ShimRequest): string {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header) ?? request.body.submissionId;
  return typeof key === 'string' && key !== '' ? key : randomUUID();
}
