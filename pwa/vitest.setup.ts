import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages embed third-party iframes (the map, a video). Tests have no network: another origin's
// page is answered empty, instead of happy-dom printing a "loading is disabled" error for each.
const { settings } = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM;
settings.enableIframePageLoading = true;
settings.fetch.interceptor = {
  beforeAsyncRequest: async ({ request }) =>
    new URL(request.url).origin === location.origin ? undefined : new Response('', { headers: { 'content-type': 'text/html' } }),
};

interface HappyDomSettings {
  enableIframePageLoading: boolean;
  fetch: { interceptor: { beforeAsyncRequest: (context: { request: Request }) => Promise<Response | undefined> } | null };
}

afterEach(() => cleanup());
