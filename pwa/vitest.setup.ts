import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

// The files of a worker share one window and one import of React and the libraries (the
// project's `isolate: false`), but each starts from the app's modules, storage and IndexedDB as
// a fresh page would have them (decision 022).
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
globalThis.indexedDB = new IDBFactory();

// A link a test clicked (a CSV export's blob: URL) navigates happy-dom's window, and every later
// file would resolve its relative URLs against it.
const { happyDOM } = window as unknown as { happyDOM: { settings: HappyDomSettings; setURL: (url: string) => void } };
happyDOM.setURL('http://localhost:3000/');

// Pages embed third-party iframes (the map, a video). Tests have no network: another origin's
// page is answered empty, instead of happy-dom printing a "loading is disabled" error for each.
const { settings } = happyDOM;
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
