/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG } from './lib/outbox/device';
import { syncFromServiceWorker } from './lib/outbox/outbox';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

cleanupOutdatedCaches();

// Every prerendered page is precached as <path>/index.html; /products/cobot finds products/cobot/index.html.
precacheAndRoute(self.__WB_MANIFEST, {
  urlManipulation: ({ url }) => [new URL(`${url.pathname.replace(/\/$/, '')}/index.html`, url)],
});

// Routes that are not prerendered (admin, 404s) get the app shell, which routes on the client.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/shell.html'), {
    denylist: [/^\/api\//, /^\/graphql/, /^\/files\//, /^\/healthz/, /\.ics$/],
  }),
);

// Manuals are large and many: cached on first open rather than up front.
registerRoute(
  ({ url }) => url.pathname.startsWith('/files/downloads/') && url.pathname.endsWith('.pdf'),
  new CacheFirst({ cacheName: 'manuals', plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
);

// Event images and brochures never change under their id: once seen, they show offline with the events kept on the device.
registerRoute(
  ({ url }) => url.pathname.startsWith('/files/public/'),
  new CacheFirst({ cacheName: 'event-files', plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (where the browser has it) delivers saved submissions even with every tab closed.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(syncFromServiceWorker());
});
