import { readFile, writeFile } from 'node:fs/promises';

export interface Resident {
  /** VmRSS: what the process holds in memory now, in MB. */
  rss: number;
  /** VmHWM: the most it held since it started (or since `resetPeak`), in MB. */
  peak: number;
}

/** The resident set of process `pid`, from /proc (Linux). */
export async function residentSet(pid: number): Promise<Resident> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kilobytes('VmRSS') / 1024, peak: kilobytes('VmHWM') / 1024 };
}

/** Sets VmHWM back to the current VmRSS (Linux 4.0 and later), so that a later peak belongs to what ran since. */
export async function resetPeak(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}
