import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  perSecond: number;
  failures: number;
}

export interface LoadOptions {
  url: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /** Requests in flight at once. */
  connections?: number;
  durationMs?: number;
  /** A hard stop, whatever the duration. */
  maxRequests?: number;
}

/**
 * A small closed-loop load generator over keep-alive connections to a loopback address:
 * each connection sends its next request when the previous answer arrives.
 */
export async function load({ url, method = 'GET', body, headers = {}, connections = 32, durationMs = 4000, maxRequests = 400_000 }: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error('The benchmark only sends to loopback addresses.');
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const deadline = Date.now() + durationMs;
  let requests = 0;
  let failures = 0;
  const started = Date.now();

  const once = () =>
    new Promise<void>((resolve) => {
      const req = request(target, { method, agent, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, (res) => {
        if ((res.statusCode ?? 500) >= 400) failures += 1;
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', () => {
        failures += 1;
        resolve();
      });
      req.end(body);
    });

  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline && requests < maxRequests) {
        requests += 1;
        await once();
      }
    }),
  );
  agent.destroy();
  const seconds = (Date.now() - started) / 1000;
  return { requests, perSecond: requests / seconds, failures };
}
