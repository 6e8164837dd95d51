import { createHash } from 'node:crypto';

const MB = 1024 * 1024;

/** One download of the whole file, which must arrive byte for byte; its rate in MB/s. */
export async function downloadRate(url: string, sha256: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const piece of response.body!) {
    hash.update(piece);
    bytes += piece.length;
  }
  const seconds = (performance.now() - started) / 1000;
  if (hash.digest('hex') !== sha256) throw new Error(`${url} sent other bytes than were uploaded`);
  return bytes / MB / seconds;
}
