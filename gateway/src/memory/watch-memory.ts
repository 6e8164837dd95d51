import { performance } from 'node:perf_hooks';
import { loadCollections } from './collections.js';
import { IDLE_CHECK_MS, idleReleaseCheck, type ReleaseParts } from './idle-release.js';
import { loadMallocTrim } from './malloc-trim.js';
import { PILED_BUFFER_CHECK_MS, piledBufferCheck } from './piled-buffers.js';

/**
 * Checks for the life of the process, without keeping it alive: hands memory back once the gateway
 * is idle (decision 042) and collects buffers piled up while it is busy (052).
 */
export async function watchMemory(onRelease?: ReleaseParts['onRelease']): Promise<void> {
  let last = performance.eventLoopUtilization();
  const collections = loadCollections();
  const trim = await loadMallocTrim();
  const releaseWhenIdle = idleReleaseCheck({
    utilization: () => performance.eventLoopUtilization(performance.eventLoopUtilization(), last).utilization,
    residentBytes: () => process.memoryUsage.rss(),
    giveBack: collections.giveBack,
    forgetBusyStretch: collections.forgetBusyStretch,
    trim,
    onRelease,
  });
  setInterval(() => {
    releaseWhenIdle();
    // From the end of this check: its own collections (up to a tenth of a second) are not traffic.
    last = performance.eventLoopUtilization();
  }, IDLE_CHECK_MS).unref();
  const collectPiledBuffers = piledBufferCheck({
    bufferBytes: () => process.memoryUsage().arrayBuffers,
    collect: collections.full,
    trim,
    now: () => performance.now(),
  });
  setInterval(collectPiledBuffers, PILED_BUFFER_CHECK_MS).unref();
}
