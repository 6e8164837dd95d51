import { MB } from '@site/schema';
import { describe, expect, it } from 'vitest';
import {
  IDLE_CHECKS_BEFORE_FIRST_RELEASE,
  IDLE_CHECKS_BEFORE_RELEASE,
  IDLE_UTILIZATION,
  idleReleaseCheck,
  RELEASE_AFTER_GROWTH_BYTES,
} from './idle-release.js';

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
  /** Checks that many times, as a second each would. */
  const checks = (count: number) => {
    for (let index = 0; index < count; index++) check();
  };
  return { state, checks };
}

describe('releasing memory when idle', () => {
  it('hands back what starting left after the first few idle checks', () => {
    const { state, checks } = fakeProcess(260 * MB);
    checks(IDLE_CHECKS_BEFORE_FIRST_RELEASE - 1);
    expect(state).toMatchObject({ forgotten: 1, givenBack: 0, trims: 0 });
    checks(1);
    expect(state).toMatchObject({ forgotten: 1, givenBack: 1, trims: 1, resident: 220 * MB });
  });

  it('after that, waits for a pause in the traffic, not a gap between requests, and leaves V8 only the quiet one check before', () => {
    const { state, checks } = fakeProcess(260 * MB);
    checks(IDLE_CHECKS_BEFORE_FIRST_RELEASE);
    state.resident += RELEASE_AFTER_GROWTH_BYTES;
    state.busy = IDLE_UTILIZATION;
    checks(1);
    state.busy = 0;
    checks(IDLE_CHECKS_BEFORE_RELEASE - 2);
    expect(state).toMatchObject({ forgotten: 1, trims: 1 });
    checks(1);
    expect(state).toMatchObject({ forgotten: 2, trims: 1 });
    checks(1);
    expect(state).toMatchObject({ forgotten: 2, trims: 2 });
  });

  it('starts counting again after a busy check', () => {
    const { state, checks } = fakeProcess(260 * MB);
    checks(IDLE_CHECKS_BEFORE_FIRST_RELEASE - 1);
    state.busy = IDLE_UTILIZATION;
    checks(1);
    state.busy = IDLE_UTILIZATION / 2;
    checks(IDLE_CHECKS_BEFORE_FIRST_RELEASE - 1);
    expect(state.trims).toBe(0);
    checks(1);
    expect(state.trims).toBe(1);
  });

  it('releases again only once the resident set has grown since the last release', () => {
    const { state, checks } = fakeProcess(260 * MB);
    checks(IDLE_CHECKS_BEFORE_FIRST_RELEASE);
    state.resident += RELEASE_AFTER_GROWTH_BYTES - 1;
    checks(IDLE_CHECKS_BEFORE_RELEASE);
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
    for (let index = 0; index < IDLE_CHECKS_BEFORE_FIRST_RELEASE; index++) check();
    expect(collections).toBe(1);
  });
});
