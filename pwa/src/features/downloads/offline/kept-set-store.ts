import { DOWNLOADS_URL_PREFIX, type OfflineSet } from '@site/schema';

/** One file of a kept set, as the listing described it when it was stored. */
export interface KeptFile {
  path: string;
  size: number;
  sha256: string;
}

/** What a kept set holds, and since when. */
export interface KeptSet {
  set: OfflineSet;
  files: KeptFile[];
  bytes: number;
  savedAt: string;
}

/** The device has no room for the set: `available` bytes (when the browser says) against `needed`. */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  constructor(
    readonly needed: number,
    readonly available: number | null,
  ) {
    super(`Keeping needs ${needed} bytes`);
  }
}

/** One file of the set could not be fetched whole. */
export class FileNotKeptError extends Error {
  override readonly name = 'FileNotKeptError';
  constructor(readonly path: string) {
    super(`${path} could not be fetched`);
  }
}

// Each set is a cache of its own: removing it is one delete, and a keep that fails is deleted whole.
const CACHE_PREFIX = 'kept-downloads:';
// Written into a set's cache once every file is in: a cache without it is a keep that never finished.
const RECORD_URL = '/kept-downloads/record.json';

const cacheOf = (set: OfflineSet) => `${CACHE_PREFIX}${set}`;

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

/** Stops before fetching anything when the browser says the set will not fit. */
async function checkRoom(needed: number): Promise<void> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota === undefined || estimate.usage === undefined) return;
  const available = estimate.quota - estimate.usage;
  if (available < needed) throw new StorageFullError(needed, available);
}

/** Stores one file as the server sends it, counting its bytes as they arrive. */
async function keepFile(cache: Cache, file: KeptFile, onBytes: (bytes: number) => void): Promise<void> {
  const url = `${DOWNLOADS_URL_PREFIX}${file.path}`;
  const response = await fetch(url).catch(() => null);
  if (response?.status !== 200 || !response.body) throw new FileNotKeptError(file.path);
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        onBytes(chunk.byteLength);
        controller.enqueue(chunk);
      },
    }),
  );
  await cache.put(url, new Response(counted, { status: 200, headers: response.headers }));
}

/**
 * Stores every file of a set on this device, reporting the bytes stored so far. A set that cannot be
 * kept whole is not kept at all: a failure removes what was stored of it and throws StorageFullError
 * or FileNotKeptError. Keeping a set again replaces it.
 */
export async function keepSet(set: OfflineSet, files: readonly KeptFile[], onProgress: (bytes: number) => void): Promise<KeptSet> {
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  await checkRoom(bytes);
  await caches.delete(cacheOf(set));
  let stored = 0;
  try {
    const cache = await caches.open(cacheOf(set));
    for (const file of files) {
      await keepFile(cache, file, (more) => {
        stored += more;
        onProgress(stored);
      });
    }
    const kept: KeptSet = { set, files: [...files], bytes: stored, savedAt: new Date().toISOString() };
    await cache.put(RECORD_URL, new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json' } }));
    return kept;
  } catch (error) {
    await caches.delete(cacheOf(set));
    throw isQuotaError(error) ? new StorageFullError(bytes, null) : error;
  }
}

export async function removeKeptSet(set: OfflineSet): Promise<void> {
  await caches.delete(cacheOf(set));
}

/** The sets kept whole on this device. */
export async function readKeptSets(): Promise<KeptSet[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX));
  const records = await Promise.all(names.map(async (name) => (await caches.open(name)).match(RECORD_URL)));
  return Promise.all(records.flatMap((record) => (record ? [record.json() as Promise<KeptSet>] : [])));
}

/** The copy of a download that a kept set holds, for the service worker to answer with when there is no network. */
export async function keptCopy(request: Request): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX)) continue;
    const copy = await (await caches.open(name)).match(request, { ignoreSearch: true, ignoreVary: true });
    if (copy) return copy;
  }
  return undefined;
}
