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

/** Drives `url` with autocannon: 50 keep-alive connections, one request at a time each. */
export async function measure({ url, method = 'GET', headers = {}, body, duration = 8, amount }: Load): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration }),
    requests: [{ method, headers, ...(body ? { setupRequest: (request: object) => ({ ...request, body: body() }) } : {}) }],
  });
  return {
    perSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    answered: result['2xx'],
  };
}
