import { test } from '@playwright/test';

/**
 * A test of what the service worker does: pages and submissions offline, what it keeps and what not.
 * Elsewhere the suite blocks it (playwright.config.ts), for on a first visit it only precaches the whole
 * site in the background, which no other test reads.
 */
export const testWithServiceWorker = test.extend({ serviceWorkers: 'allow' });
