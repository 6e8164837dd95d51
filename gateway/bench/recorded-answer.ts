import { request } from 'node:http';

/** One answer of the gateway, recorded so the baseline can send the same bytes. */
export interface RecordedAnswer {
  method: 'GET' | 'POST';
  path: string;
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

/**
 * What Node's HTTP server writes itself on every answer, the baseline's as the gateway's; every other
 * header (the security headers, the request id, caching) the baseline sends as recorded, so both
 * send the same bytes and a ratio compares the work done per request, not the size of the answer.
 */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** Asks the gateway once, over node:http, which (unlike fetch) leaves compressed bodies as they are. */
export function recordAnswer(origin: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string' && !WRITTEN_BY_NODE.has(name)) kept[name] = value;
        }
        resolve({ method, path, status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString('base64') });
      });
    })
      .on('error', reject)
      .end(body);
  });
}
