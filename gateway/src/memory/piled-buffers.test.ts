import { MB } from '@site/schema';
import { describe, expect, it } from 'vitest';
import { loadCollections } from './collections.js';
import { PILED_BUFFER_BYTES, PILED_BUFFER_CHECK_MS, PILED_BUFFER_COLLECTION_GAP_MS, piledBufferCheck } from './piled-buffers.js';

describe('collecting piled-up buffers', () => {
  it('collects and trims once the buffers pass the mark, and not below it', () => {
    let held = PILED_BUFFER_BYTES - 1;
    const done: string[] = [];
    const check = piledBufferCheck({ bufferBytes: () => held, collect: () => done.push('collect'), trim: () => done.push('trim'), now: () => 0 });
    expect(check()).toBe(false);
    held = PILED_BUFFER_BYTES;
    expect(check()).toBe(true);
    expect(done).toEqual(['collect', 'trim']);
  });

  it('collects at most once every half second, however often it checks', () => {
    let clock = 5_000;
    let collections = 0;
    const check = piledBufferCheck({ bufferBytes: () => PILED_BUFFER_BYTES, collect: () => (collections += 1), trim: undefined, now: () => clock });
    expect(check()).toBe(true);
    for (clock += PILED_BUFFER_CHECK_MS; clock < 5_000 + PILED_BUFFER_COLLECTION_GAP_MS; clock += PILED_BUFFER_CHECK_MS) expect(check()).toBe(false);
    expect(check()).toBe(true);
    expect(collections).toBe(2);
  });

  it('collects within a tenth of a second of the buffers passing the mark, and twice in the second they stay past it (decision 054)', () => {
    const passedAt = 1_030;
    let clock = 0;
    const collectedAt: number[] = [];
    const check = piledBufferCheck({
      bufferBytes: () => (clock >= passedAt ? PILED_BUFFER_BYTES : 2 * MB),
      collect: () => collectedAt.push(clock),
      trim: undefined,
      now: () => clock,
    });
    // The checks as watchMemory makes them: one every PILED_BUFFER_CHECK_MS.
    for (; clock < passedAt + 1_000; clock += PILED_BUFFER_CHECK_MS) check();
    expect(collectedAt[0]! - passedAt).toBeLessThanOrEqual(100);
    expect(collectedAt).toHaveLength(2);
  });

  it('frees buffers that moved to the old generation before they were dropped', async () => {
    const bufferBytes = () => process.memoryUsage().arrayBuffers;
    const { full } = loadCollections();
    expect(heldThroughAFullCollection(full)).toBe(48);
    expect(bufferBytes()).toBeGreaterThan(40 * MB);

    expect(piledBufferCheck({ bufferBytes, collect: full, trim: undefined, now: () => performance.now() })()).toBe(true);
    // V8 frees the buffers a collection found dead on a thread of its own, a moment later.
    await expect.poll(bufferBytes).toBeLessThan(PILED_BUFFER_BYTES);
  });
});

/** 48 buffers of 1 MB, still held at a full collection as pieces still being sent are, so that they move to the old generation; dropped on return. */
function heldThroughAFullCollection(full: () => void): number {
  const pieces = Array.from({ length: 48 }, () => Buffer.alloc(MB, 1));
  full();
  return pieces.length;
}
