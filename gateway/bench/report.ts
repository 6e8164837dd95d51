import { type Compared, median } from './alternate.js';
import type { Resident } from './memory.js';

const ratio = (value: number) => `${value.toFixed(3)}×`;
const mb = (value: number) => value.toFixed(0);

export interface ComparedRow {
  what: string;
  compared: Compared;
}

/** One line per row: medians of the rounds, the worst p99, every failure, and each round's own ratio. */
export function rowsTable(rows: ComparedRow[]): string {
  const lines = ['| what | req/s | p99 ms | failures | baseline req/s | baseline p99 ms | ratio | single ratios |', '|---|---|---|---|---|---|---|---|'];
  for (const { what, compared } of rows) {
    const rate = (runs: Compared['site']) => median(runs.map(({ perSecond }) => perSecond)).toFixed(0);
    const p99 = (runs: Compared['site']) => Math.max(...runs.map(({ p99 }) => p99));
    const failures = compared.site.reduce((sum, { failures }) => sum + failures, 0);
    lines.push(
      `| ${what} | ${rate(compared.site)} | ${p99(compared.site)} | ${failures} | ${rate(compared.base)} | ${p99(compared.base)} | ${ratio(median(compared.ratios))} | ${compared.ratios.map(ratio).join(', ')} |`,
    );
  }
  return lines.join('\n');
}

export function downloadTable(what: string, site: number[], base: number[]): string {
  const ratios = site.map((rate, round) => rate / base[round]!);
  return [
    '| what | MB/s | bare Fastify MB/s | ratio | single ratios |',
    '|---|---|---|---|---|',
    `| ${what} | ${median(site).toFixed(0)} | ${median(base).toFixed(0)} | ${ratio(median(ratios))} | ${ratios.map(ratio).join(', ')} |`,
  ].join('\n');
}

export function residentTable(moments: [string, Resident][]): string {
  return ['| gateway | VmRSS MB | VmHWM MB |', '|---|---|---|', ...moments.map(([when, { rss, peak }]) => `| ${when} | ${mb(rss)} | ${mb(peak)} |`)].join('\n');
}

export interface Added {
  what: string;
  before: Resident;
  /** After the row, with the peak reset before it. */
  after: Resident;
}

/** What a row added to the gateway's resident set: at its end, and at its peak. */
export function addedTable(rows: Added[]): string {
  return [
    '| what | VmRSS before MB | VmRSS after MB | added MB | peak added MB |',
    '|---|---|---|---|---|',
    ...rows.map(
      ({ what, before, after }) => `| ${what} | ${mb(before.rss)} | ${mb(after.rss)} | ${mb(after.rss - before.rss)} | ${mb(after.peak - before.rss)} |`,
    ),
  ].join('\n');
}
