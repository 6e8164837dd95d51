import { createHash } from 'node:crypto';

const RUNS = 5;
const MB = 1024 * 1024;

/** One download at a time, `RUNS` times; each must be the whole file, byte for byte. The median rate, in MB/s. */
export async function downloadRate(url: string, sha256: string): Promise<number> {
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run++) {
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
    rates.push(bytes / MB / seconds);
  }
  return rates.sort((x, y) => x - y)[Math.floor(RUNS / 2)]!;
}
