import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { IDLE_UTILIZATION, idleReleaseCheck, RELEASE_AFTER_GROWTH_BYTES } from './idle-release.js';

const MiB = 1024 * 1024;

/** A process whose busy share and resident set the test sets, and whose releases it counts. */
function fakeProcess(startBytes: number) {
  const state = { busy: 0, resident: startBytes, collections: 0, trims: 0, freedByRelease: 40 * MiB };
  const check = idleReleaseCheck({
    utilization: () => state.busy,
    residentBytes: () => state.resident,
    collect: () => {
      state.collections += 1;
    },
    trim: () => {
      state.trims += 1;
      state.resident -= state.freedByRelease;
    },
  });
  return { state, check };
}

describe('releasing memory when idle', () => {
  it('collects and trims at the first idle check after start', () => {
    const { state, check } = fakeProcess(260 * MiB);
    check();
    expect(state).toMatchObject({ collections: 1, trims: 1, resident: 220 * MiB });
  });

  it('waits while the event loop is busy', () => {
    const { state, check } = fakeProcess(260 * MiB);
    state.busy = IDLE_UTILIZATION;
    check();
    check();
    expect(state.collections).toBe(0);
    state.busy = IDLE_UTILIZATION / 2;
    check();
    expect(state.collections).toBe(1);
  });

  it('releases again only once the resident set has grown since the last release', () => {
    const { state, check } = fakeProcess(260 * MiB);
    check();
    state.resident += RELEASE_AFTER_GROWTH_BYTES - 1;
    check();
    expect(state.collections).toBe(1);
    state.resident += 1;
    check();
    expect(state.collections).toBe(2);
  });

  it('still collects where the C library cannot be trimmed', () => {
    let collections = 0;
    const check = idleReleaseCheck({ utilization: () => 0, residentBytes: () => 200 * MiB, collect: () => (collections += 1), trim: undefined });
    check();
    expect(collections).toBe(1);
  });
});

describe('the gateway process', () => {
  it('releases memory when idle, from the moment it listens', async () => {
    const main = await readFile(new URL('../main.ts', import.meta.url), 'utf8');
    expect(main.indexOf('releaseMemoryWhenIdle(')).toBeGreaterThan(main.indexOf('await app.listen('));
  });
});
