import { onTestFinished, vi } from 'vitest';

interface Stored {
  body: ArrayBuffer;
  init: ResponseInit;
}

interface DeviceOptions {
  /** Bytes the device lets the site store. */
  quota?: number;
  /** Whether navigator.storage.estimate() tells the quota, as most browsers do. */
  tellsQuota?: boolean;
}

const keyOf = (key: RequestInfo | URL) => {
  const url = new URL(key instanceof Request ? key.url : String(key), location.origin);
  url.search = '';
  return url.href;
};

/**
 * Cache Storage and navigator.storage as a browser with `quota` bytes has them, for one test
 * (happy-dom has neither). Returns what is stored, by cache name and URL.
 */
export function stubDeviceStorage({ quota = Number.POSITIVE_INFINITY, tellsQuota = true }: DeviceOptions = {}) {
  const stores = new Map<string, Map<string, Stored>>();
  const used = () => [...stores.values()].flatMap((store) => [...store.values()]).reduce((sum, entry) => sum + entry.body.byteLength, 0);
  const cache = (store: Map<string, Stored>) => ({
    async put(key: RequestInfo | URL, response: Response) {
      const body = await response.arrayBuffer();
      if (used() + body.byteLength > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      store.set(keyOf(key), { body, init: { status: response.status, headers: [...response.headers] } });
    },
    async match(key: RequestInfo | URL) {
      const entry = store.get(keyOf(key));
      return entry && new Response(entry.body.slice(0), entry.init);
    },
  });
  vi.stubGlobal('caches', {
    async open(name: string) {
      if (!stores.has(name)) stores.set(name, new Map());
      return cache(stores.get(name)!);
    },
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
  });
  const persist = vi.fn(async () => true);
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => (tellsQuota ? { quota, usage: used() } : {}), persist, persisted: async () => false },
  });
  onTestFinished(() => {
    delete (navigator as { storage?: unknown }).storage;
  });
  return {
    used,
    persist,
    urls: (name: string) => [...(stores.get(name)?.keys() ?? [])].map((href) => new URL(href).pathname),
  };
}

/** A server whose downloads are `bytes[path]` long (a 404 for any other), counting the requests it answers. */
export function stubDownloads(bytes: Readonly<Record<string, number>>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, location.origin).pathname.replace('/files/downloads/', '');
    asked.push(path);
    const size = bytes[path];
    return size === undefined
      ? new Response('missing', { status: 404 })
      : new Response(new Uint8Array(size).fill(37), { headers: { 'content-type': 'application/pdf' } });
  });
  return asked;
}
