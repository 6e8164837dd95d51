import { setTimeout as wait } from 'node:timers/promises';
import { getHeapSpaceStatistics } from 'node:v8';
import { MB } from '@site/schema';
import { describe, expect, it } from 'vitest';
import { loadCollections } from './collections.js';

const youngGenerationBytes = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size;

/** Objects that live through a few young collections, as a start's do: V8 grows its young generation for them. */
function allocateLikeAStart(): void {
  let kept: object[] = [];
  for (let index = 0; index < 2_000_000; index++) {
    kept.push({ index, name: `item ${index}` });
    if (kept.length === 200_000) kept = [];
  }
}

/** The resident set while `count` small objects are held; they are dropped on return. */
function residentWhileHolding(count: number): number {
  const held = Array.from({ length: count }, (_, index) => ({ index, name: `item ${index}`, list: [index] }));
  return held.length === count ? process.memoryUsage.rss() : 0;
}

describe("V8's collections", () => {
  it('a full collection frees what nothing holds any more', async () => {
    const { full } = loadCollections();
    const gone = new WeakRef({ payload: new Array(1000).fill('x') });
    // A WeakRef's target is kept until the job that made it ends.
    await new Promise((resolve) => setImmediate(resolve));
    full();
    expect(gone.deref()).toBeUndefined();
  });

  it('hands the pages of what it freed back to the system at once when asked to give back', async () => {
    const { full, giveBack } = loadCollections();
    const holding = residentWhileHolding(1_500_000);
    full();
    giveBack();
    // V8 11 unmaps freed pages in a task of its own, a moment after the collection.
    await wait(300);
    const handedBack = (holding - process.memoryUsage.rss()) / MB;
    expect(handedBack, `${Math.round(handedBack)} MB handed back`).toBeGreaterThan(100);
  });

  it('after a busy stretch is forgotten, a quiet second and giveBack shrink the young generation', async () => {
    const { giveBack, forgetBusyStretch } = loadCollections();
    allocateLikeAStart();
    const grown = youngGenerationBytes();
    expect(grown, `${grown / MB} MB`).toBeGreaterThanOrEqual(8 * MB);
    forgetBusyStretch();
    await wait(1000);
    giveBack();
    expect(youngGenerationBytes(), `${grown / MB} MB before`).toBeLessThanOrEqual(grown / 4);
  });
});
