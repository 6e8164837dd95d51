import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Address6 } from 'ip-address';
import { ErrorCode } from '../core/errors.js';
import { rateLimitRefusals } from '../metrics/metrics.js';
import type { WindowCount, WindowCounter } from '../redis/window-counter.js';

const MINUTE_MS = 60_000;

/** A home or a phone is given a whole IPv6 /64 and may use any address in it: the /64 is one visitor. */
const IPV6_VISITOR_PREFIX = 64;

/** The address a limit counts a request under: IPv4 as it is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4. */
export function visitorAddress(ip: string): string {
  // Most addresses are IPv4, and an IPv4 address has no colon: this spares them the IPv6 checks.
  if (!ip.includes(':')) return ip;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${IPV6_VISITOR_PREFIX}`).startAddress().correctForm();
}

/**
 * Counts one request under `key` against `max` a minute, with the window counter (in Redis when
 * configured, so over every gateway). Gives undefined while within the limit, or the whole seconds
 * until the window closes once over it: at once when the count is this process's own, in a promise
 * when it is Redis's. The limits run on every API request, cached reads included (decisions 043, 045).
 */
export type MinuteLimit = (key: string) => number | undefined | Promise<number | undefined>;

export function minuteLimit(counter: WindowCounter, name: string, max: number): MinuteLimit {
  const secondsToWait = ({ count, ttlMs }: WindowCount) => (count > max ? Math.max(1, Math.ceil(ttlMs / 1000)) : undefined);
  return (key) => {
    const hit = counter.hit(`rate:${name}:${key}`, MINUTE_MS);
    return hit instanceof Promise ? hit.then(secondsToWait) : secondsToWait(hit);
  };
}

/**
 * Refuses a request over one of the gateway's own limits with 429 and Retry-After, in the shape its
 * caller reads: a GraphQL error for /graphql, `{ error }` for the REST routes.
 */
export function refuseOverLimit(request: FastifyRequest, reply: FastifyReply, limit: string, message: string, seconds: number): FastifyReply {
  rateLimitRefusals.inc({ limit });
  reply.code(429).header('retry-after', String(seconds)).header('cache-control', 'no-store');
  if (request.url.startsWith('/graphql')) {
    return reply.send({ errors: [{ message, extensions: { code: ErrorCode.tooManyRequests, retryAfter: seconds } }] });
  }
  return reply.send({ error: message });
}
