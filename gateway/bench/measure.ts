import autocannon from 'autocannon';

export interface Measured {
  perSecond: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts. */
  failures: number;
  /** 2xx answers. */
  answered: number;
}

export interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fresh body per request (a write needs its own submissionId each time). */
  body?: () => string;
  /** Seconds of load; or `amount`, a fixed number of requests that are all answered before it ends. */
  duration?: number;
  amount?: number;
}

export const CONNECTIONS = 50;

/**
 * Drives `url` with autocannon: 50 keep-alive connections, one request at a time each. A run of
 * `amount` requests is timed to its last answer: autocannon stops such a run only at its next
 * one-second tick, so its own duration would round the rate down (5,000 writes in 1.4 s would
 * count as 2 s).
 */
export async function measure({ url, method = 'GET', headers = {}, body, duration = 8, amount }: Load): Promise<Measured> {
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: CONNECTIONS,
        ...(amount ? { amount } : { duration }),
        requests: [{ method, headers, ...(body ? { setupRequest: (request) => ({ ...request, body: body() }) } : {}) }],
      },
      (error: unknown, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    run.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  const seconds = amount ? (lastAnswer - started) / 1000 : result.duration;
  return {
    perSecond: result.requests.total / seconds,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    answered: result['2xx'],
  };
}
