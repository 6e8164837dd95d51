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

/** The headers that shape the bytes on the wire; the rest (security headers, dates) the baseline leaves out. */
const KEPT = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];

/** Asks the gateway once, over node:http, which (unlike fetch) leaves compressed bodies as they are. */
export function recordAnswer(origin: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: Record<string, string> = {};
        for (const name of KEPT) {
          const value = response.headers[name];
          if (typeof value === 'string') kept[name] = value;
        }
        resolve({ method, path, status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString('base64') });
      });
    })
      .on('error', reject)
      .end(body);
  });
}
