import { setTimeout as wait } from 'node:timers/promises';
import { MB } from '@site/schema';
import { describe, expect, it, vi } from 'vitest';
import { loadCollections } from './collections.js';
import { loadMallocTrim } from './malloc-trim.js';

const glibc = (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime;

/**
 * Buffers under glibc's mmap threshold come from its heap; keeping every tenth leaves the freed
 * nine tenths between them, where glibc's own trimming of the heap's top cannot reach.
 */
function everyTenthOf(count: number): Buffer[] {
  return Array.from({ length: count }, () => Buffer.alloc(96 * 1024, 1)).filter((_, index) => index % 10 === 9);
}

describe('trimming the C heap', () => {
  it.runIf(glibc)(`hands glibc ${glibc}'s free pages between live buffers back to the system`, async () => {
    const trim = (await loadMallocTrim())!;
    const collect = loadCollections().full;
    const kept = everyTenthOf(1000);
    collect();
    await wait(200);
    const before = process.memoryUsage.rss();
    trim();
    const handedBack = (before - process.memoryUsage.rss()) / MB;
    expect(kept).toHaveLength(100);
    expect(handedBack, `${Math.round(handedBack)} MB handed back`).toBeGreaterThan(50);
  });

  it('is undefined where koffi has no binary to load, so the gateway still starts', async () => {
    vi.resetModules();
    vi.doMock('koffi', () => {
      throw new Error('No native build was found for this platform');
    });
    try {
      const { loadMallocTrim: loadWithoutKoffi } = await import('./malloc-trim.js');
      expect(await loadWithoutKoffi()).toBeUndefined();
    } finally {
      vi.doUnmock('koffi');
    }
  });
});
