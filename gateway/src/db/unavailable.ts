import { ConnectionException } from '@mikro-orm/core';

// Refused, reset or cut connections, and PostgreSQL's own "shutting down" / "starting up" answers.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGE = /Connection terminated|Timeout acquiring a connection|connection is closed|Client has encountered a connection error/i;

/**
 * Whether an error means the database could not be reached (a restart, a failover), as opposed to
 * a bug: such a request is worth repeating in a moment, and is answered 503 so clients do.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof ConnectionException) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
  }
  return false;
}
