import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';
import { collectPageErrors } from '../support/layout-checks';

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

/**
 * One tab opens the pages one after the other (docs/decisions/056-browser-checks-open-each-page-once.md): a page
 * asks for the same scripts whether they come from the network or the cache, and a browser context
 * of its own for each page cost four times the processor time. The page says when it registers the
 * service worker, the last thing it imports once idle; the registration itself outlives the page.
 */
let context: BrowserContext;
let page: Page;
let errors: string[];
let scripts: Set<string>;

test.beforeAll(async ({ browser, baseURL }) => {
  // Lighthouse's phone, as `npm run bench:web` measures: the carousels below stay out of reach.
  context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...options: Parameters<typeof register>) => {
      document.documentElement.dataset.serviceWorkerRegistered = 'true';
      return register(...options);
    };
  });
  page = await context.newPage();
  errors = collectPageErrors(page);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseURL && response.request().resourceType() === 'script') scripts.add(url.pathname);
  });
});

test.afterAll(async () => {
  await context.close();
});

for (const path of publicPages()) {
  test(`the first load of ${path} hydrates without an error and stays within the JavaScript budget`, async () => {
    errors.length = 0;
    scripts = new Set(['/sw.js']);
    await gotoHydrated(page, path);
    // Then every import the page makes once idle has been made.
    await expect(page.locator('html')).toHaveAttribute('data-service-worker-registered', 'true');
    await page.waitForLoadState('networkidle');

    const sizes = await Promise.all([...scripts].map(async (pathname) => [pathname, await brotliSize(pathname)] as const));
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const listing = sizes.map(([pathname, size]) => `${pathname} ${size}`).join('\n');
    expect(total, `first-load JavaScript of ${path}: ${total} bytes, brotli:\n${listing}`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    // A hydration mismatch shows up as a console error.
    expect(errors, path).toEqual([]);
  });
}
