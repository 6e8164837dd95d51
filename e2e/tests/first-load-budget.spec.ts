import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';

/**
 * The most JavaScript a first visit to any public page may download, brotli-compressed, counting the
 * service worker script that every first visit registers (docs/decisions/021-first-load-javascript.md, 038).
 */
const FIRST_LOAD_JS_BUDGET_BYTES = 110 * 1000;

const dist = join(import.meta.dirname, '..', '..', 'pwa', 'dist');

/**
 * Every public page: the build's sitemap, written from the PWA's prerender list, so a page the
 * site gains is measured the day it lands.
 */
function publicPages(): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

/** The size the gateway sends a built file in: its brotli twin, written by the build. */
async function brotliSize(pathname: string): Promise<number> {
  return (await stat(join(dist, `${decodeURIComponent(pathname)}.br`))).size;
}

// One page per test, none changing anything: they may share out between the workers.
test.describe.configure({ mode: 'parallel' });

// Lighthouse's phone, as `npm run bench:web` measures: the carousels below stay out of reach.
test.use({ viewport: { width: 412, height: 823 } });

for (const path of publicPages()) {
  test(`the first load of ${path} stays within the JavaScript budget`, async ({ page, baseURL }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === baseURL && response.request().resourceType() === 'script') scripts.add(url.pathname);
    });
    await gotoHydrated(page, path);
    // The service worker is registered once the page is idle; then every import the page makes has been made.
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    await page.waitForLoadState('networkidle');
    scripts.add('/sw.js');

    const sizes = await Promise.all([...scripts].map(async (pathname) => [pathname, await brotliSize(pathname)] as const));
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const listing = sizes.map(([pathname, size]) => `${pathname} ${size}`).join('\n');
    expect(total, `first-load JavaScript of ${path}: ${total} bytes, brotli:\n${listing}`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });
}
