/** Asks `check` every 250 ms until it answers true; fails after `timeoutMs`, naming what it waited for. */
export async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
}
