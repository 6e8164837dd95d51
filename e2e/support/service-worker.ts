import { expect, type Page, test } from '@playwright/test';

/**
 * A test of what the service worker does: pages and submissions offline, what it keeps and what not.
 * Elsewhere the suite blocks it (playwright.config.ts), for on a first visit it only precaches the whole
 * site in the background, which no other test reads.
 */
export const testWithServiceWorker = test.extend({ serviceWorkers: 'allow' });

/** Waits until the page's service worker is active and controls the page, reloading it once if need be. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit is not yet controlled by the new service worker; a reload is.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
