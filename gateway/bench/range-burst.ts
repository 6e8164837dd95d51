import { request } from 'node:http';

export interface Burst {
  requests: number;
  megabytes: number;
  seconds: number;
}

/** The most bytes one request asks for: a few hundred of them together ask for several hundred MB. */
const MOST_BYTES = 4 * 1024 * 1024;

/**
 * `concurrent` requests at once, each on its own connection, each for a random byte range of the
 * file at `url`; every answer must be a 206 carrying exactly those bytes of `file`.
 */
export async function rangeBurst(url: string, file: Buffer, concurrent: number): Promise<Burst> {
  const started = performance.now();
  let bytes = 0;
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      const first = Math.floor(Math.random() * file.length);
      const last = Math.min(file.length - 1, first + Math.floor(Math.random() * MOST_BYTES));
      const received = await ranged(url, file, first, last);
      bytes += received;
    }),
  );
  return { requests: concurrent, megabytes: bytes / 1024 / 1024, seconds: (performance.now() - started) / 1000 };
}

/** Compared as it arrives, so that this process holds no more of it than the gateway does. */
function ranged(url: string, file: Buffer, first: number, last: number): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false, headers: { range: `bytes=${first}-${last}` } }, (response) => {
      if (response.statusCode !== 206) reject(new Error(`${url} answered a range with ${response.statusCode}`));
      let at = first;
      response.on('data', (chunk: Buffer) => {
        if (!chunk.equals(file.subarray(at, at + chunk.length))) response.destroy(new Error(`${url} sent other bytes than the file's at ${at}`));
        at += chunk.length;
      });
      response.on('end', () => (at === last + 1 ? resolve(at - first) : reject(new Error(`${url} sent ${at - first} bytes for ${first}-${last}`))));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
