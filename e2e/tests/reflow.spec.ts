import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../support/accessibility-pages';
import { gotoHydrated } from '../support/hydrated';
import { openQuickEnquiry } from '../support/quick-enquiry';

// WCAG 1.4.10: content 320 CSS px wide (a 1280 px screen at 400 %) reads without scrolling sideways.
test.use({ viewport: { width: 320, height: 640 }, serviceWorkers: 'block' });

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('every public page, the 404 and the open quick enquiry fit 320 px without scrolling sideways', async ({ page }) => {
  for (const path of Object.values(PUBLIC_PAGES).flat()) {
    await gotoHydrated(page, path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect.soft(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
  }
  await page.goto('/no-such-page');
  expect.soft(await sidewaysScroll(page), '404').toBeLessThanOrEqual(0);

  await gotoHydrated(page, '/');
  await openQuickEnquiry(page);
  expect.soft(await sidewaysScroll(page), 'quick enquiry').toBeLessThanOrEqual(0);
});
