import { MB } from '@site/schema';
import { describe, expect, it } from 'vitest';
import {
  IDLE_CHECK_MS,
  IDLE_MS_AFTER_FORGETTING,
  IDLE_MS_BEFORE_FIRST_RELEASE,
  IDLE_MS_BEFORE_RELEASE,
  IDLE_UTILIZATION,
  idleReleaseCheck,
  RELEASE_AFTER_GROWTH_BYTES,
} from './idle-release.js';

/** How many checks make that long. */
const checksIn = (ms: number) => ms / IDLE_CHECK_MS;
const BEFORE_FIRST_RELEASE = checksIn(IDLE_MS_BEFORE_FIRST_RELEASE);
const BEFORE_RELEASE = checksIn(IDLE_MS_BEFORE_RELEASE);
const AFTER_FORGETTING = checksIn(IDLE_MS_AFTER_FORGETTING);

/** A process whose busy share and resident set the test sets, and whose releases it counts. */
function fakeProcess(startBytes: number) {
  const state = { busy: 0, resident: startBytes, givenBack: 0, forgotten: 0, trims: 0, freedByRelease: 40 * MB };
  const check = idleReleaseCheck({
    utilization: () => state.busy,
    residentBytes: () => state.resident,
    giveBack: () => {
      state.givenBack += 1;
    },
    forgetBusyStretch: () => {
      state.forgotten += 1;
    },
    trim: () => {
      state.trims += 1;
      state.resident -= state.freedByRelease;
    },
  });
  /** Checks that many times, as the gateway does every IDLE_CHECK_MS. */
  const checks = (count: number) => {
    for (let index = 0; index < count; index++) check();
  };
  return { state, checks };
}

describe('releasing memory when idle', () => {
  it('hands back what starting left within two seconds of quiet, a quiet second after forgetting the start', () => {
    expect(IDLE_MS_BEFORE_FIRST_RELEASE).toBeLessThan(2000);
    expect(IDLE_MS_AFTER_FORGETTING).toBe(1000);
    const { state, checks } = fakeProcess(260 * MB);
    checks(BEFORE_FIRST_RELEASE - AFTER_FORGETTING);
    expect(state).toMatchObject({ forgotten: 1, givenBack: 0, trims: 0 });
    checks(AFTER_FORGETTING - 1);
    expect(state).toMatchObject({ forgotten: 1, givenBack: 0, trims: 0 });
    checks(1);
    expect(state).toMatchObject({ forgotten: 1, givenBack: 1, trims: 1, resident: 220 * MB });
  });

  it('hands back what starting left two seconds after the gateway listens, though the start kept it busy a while longer', () => {
    const { state, checks } = fakeProcess(260 * MB);
    state.busy = 0.4;
    checks(1);
    state.busy = 0;
    checks(checksIn(2000) - 2);
    expect(state.trims).toBe(0);
    checks(1);
    expect(state).toMatchObject({ forgotten: 1, trims: 1 });
  });

  it('after that, waits for a pause in the traffic, not a gap between requests, and leaves V8 only its quiet second', () => {
    expect(IDLE_MS_BEFORE_RELEASE).toBe(10_000);
    const { state, checks } = fakeProcess(260 * MB);
    checks(BEFORE_FIRST_RELEASE);
    state.resident += RELEASE_AFTER_GROWTH_BYTES;
    state.busy = IDLE_UTILIZATION;
    checks(1);
    state.busy = 0;
    checks(BEFORE_RELEASE - AFTER_FORGETTING - 1);
    expect(state).toMatchObject({ forgotten: 1, trims: 1 });
    checks(1);
    expect(state).toMatchObject({ forgotten: 2, trims: 1 });
    checks(AFTER_FORGETTING - 1);
    expect(state).toMatchObject({ forgotten: 2, trims: 1 });
    checks(1);
    expect(state).toMatchObject({ forgotten: 2, trims: 2 });
  });

  it('starts counting again after a busy check', () => {
    const { state, checks } = fakeProcess(260 * MB);
    checks(BEFORE_FIRST_RELEASE);
    state.resident += RELEASE_AFTER_GROWTH_BYTES;
    state.busy = IDLE_UTILIZATION;
    checks(1);
    state.busy = 0;
    checks(BEFORE_RELEASE - 1);
    state.busy = IDLE_UTILIZATION;
    checks(1);
    state.busy = IDLE_UTILIZATION / 2;
    checks(BEFORE_RELEASE - 1);
    expect(state.trims).toBe(1);
    checks(1);
    expect(state.trims).toBe(2);
  });

  it('once a load has begun before the first release, takes its pauses for pauses, not for the quiet after start', () => {
    const { state, checks } = fakeProcess(260 * MB);
    checks(BEFORE_FIRST_RELEASE - AFTER_FORGETTING);
    expect(state.forgotten).toBe(1);
    // Half a second of requests, then half a second between two of them, twenty times over.
    for (let pause = 0; pause < 20; pause++) {
      state.busy = 0.8;
      checks(1);
      state.busy = 0;
      checks(1);
    }
    expect(state).toMatchObject({ forgotten: 1, givenBack: 0 });
    checks(BEFORE_RELEASE - AFTER_FORGETTING - 1);
    expect(state).toMatchObject({ forgotten: 2, givenBack: 0 });
    checks(AFTER_FORGETTING);
    expect(state).toMatchObject({ forgotten: 2, givenBack: 1, trims: 1 });
  });

  it('releases again only once the resident set has grown since the last release', () => {
    const { state, checks } = fakeProcess(260 * MB);
    checks(BEFORE_FIRST_RELEASE);
    state.resident += RELEASE_AFTER_GROWTH_BYTES - 1;
    checks(BEFORE_RELEASE);
    expect(state).toMatchObject({ forgotten: 1, trims: 1 });
    state.resident += 1;
    checks(1);
    expect(state.trims).toBe(2);
  });

  it('still collects where the C library cannot be trimmed', () => {
    let collections = 0;
    const check = idleReleaseCheck({
      utilization: () => 0,
      residentBytes: () => 200 * MB,
      giveBack: () => (collections += 1),
      forgetBusyStretch: () => undefined,
      trim: undefined,
    });
    for (let index = 0; index < BEFORE_FIRST_RELEASE; index++) check();
    expect(collections).toBe(1);
  });
});
