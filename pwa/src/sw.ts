/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { keptCopy } from './features/downloads/offline/kept-set-store';
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

// Manuals and reports come from the network first, so a replaced file is seen at once. With no
// network, the copy a set the visitor kept holds answers, else the copy of the last opening (the
// last 80 opened are kept); a Range request from a PDF viewer gets its part of that whole copy.
// Setups (ZIP) never pass here: they go to the network as they are, resuming with Range.
registerRoute(
  ({ url }) => url.pathname.startsWith('/files/downloads/') && url.pathname.endsWith('.pdf'),
  new NetworkFirst({
    cacheName: 'manuals',
    plugins: [
      // Only a whole manual opened as a page is kept on opening: the files a set fetches are stored by the set, not twice.
      { cacheWillUpdate: async ({ request, response }) => (request.destination !== '' && response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }),
      { cachedResponseWillBeUsed: async ({ request, cachedResponse }) => (await keptCopy(request)) ?? cachedResponse },
      new RangeRequestsPlugin(),
    ],
  }),
);

// Event images and brochures never change under their id: once seen, they show offline with the events kept on the device.
// Private files (/files/private/: resumes, ID cards, ticket attachments) have no route on purpose, so
// they go to the network as they are and, answered `private, no-store`, are never kept on the device.
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
