import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';
import { tabTo } from '../support/keyboard';
import { boxesOverlap } from '../support/layout-checks';
import { logIn, selectTab } from '../support/admin';
import { fillQuickEnquiry, openQuickEnquiry } from '../support/quick-enquiry';
import { testWithServiceWorker } from '../support/service-worker';

/** The saved-submissions notice stays on every page while offline: it must leave the floating buttons tappable. */
async function expectStatusClearOfFloatingButtons(page: Page, status: Locator) {
  const box = (await status.boundingBox())!;
  for (const button of [page.getByRole('button', { name: 'Enquiry Now!!' }), page.getByRole('link', { name: 'Contact Us', exact: true }).last()]) {
    expect(boxesOverlap(box, (await button.boundingBox())!), `the notice over ${await button.textContent()} at ${page.viewportSize()!.width} px`).toBe(false);
  }
}

// On a phone, as at an expo: upright, then held sideways.
// Without smooth scrolling, the focused element is where it ends up as soon as focus moves.
testWithServiceWorker.use({ viewport: { width: 375, height: 667 }, contextOptions: { reducedMotion: 'reduce' } });

testWithServiceWorker('an enquiry made offline is saved, then delivered exactly once when the network is back', async ({ page, context }) => {
  const marker = `Offline enquiry ${Date.now()}`;
  await gotoHydrated(page, '/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The panel's code is loaded while online, as it would be for a visitor who browsed first.
  await openQuickEnquiry(page);

  await context.setOffline(true);
  const panel = await fillQuickEnquiry(page, { name: 'Expo Visitor', email: 'visitor@example.com', phone: '91-9988776655', enquiry: marker });
  await expect(panel.getByText('saved on this device')).toBeVisible();
  const status = page.getByText('1 submission is saved on this device');
  await expect(status).toBeVisible();
  await panel.getByRole('button', { name: 'Close quick enquiry' }).click();
  await expectStatusClearOfFloatingButtons(page, status);
  await page.setViewportSize({ width: 667, height: 375 });
  await expectStatusClearOfFloatingButtons(page, status);
  // Nor does it hide a form's fields as the focus moves down to them (tabTo checks at every stop).
  for (const viewport of [
    { width: 667, height: 375 },
    { width: 375, height: 667 },
  ]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/contact');
    await expect(status).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Send Message' }));
    // And the page's last line still scrolls out from under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await page.getByText(/^© 2025/).evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const text = range.getBoundingClientRect();
      return line.contains(document.elementFromPoint(text.left + text.width / 2, text.top + text.height / 2));
    });
    expect(lastLine, `the copyright line in sight at ${viewport.width} px`).toBe(true);
  }

  await context.setOffline(false);
  await expect(page.getByText('1 submission is saved on this device')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('Sent: Quick enquiry from Expo Visitor.')).toBeVisible();

  await logIn(page);
  await selectTab(page.getByRole('tab', { name: 'Enquiries' }));
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(1);
});
