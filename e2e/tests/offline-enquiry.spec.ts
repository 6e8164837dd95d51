import { expect } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';
import { logIn, selectTab } from '../support/admin';
import { fillQuickEnquiry, openQuickEnquiry } from '../support/quick-enquiry';
import { testWithServiceWorker } from '../support/service-worker';

testWithServiceWorker('an enquiry made offline is saved, then delivered exactly once when the network is back', async ({ page, context }) => {
  const marker = `Offline enquiry ${Date.now()}`;
  await gotoHydrated(page, '/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The panel's code is loaded while online, as it would be for a visitor who browsed first.
  await openQuickEnquiry(page);

  await context.setOffline(true);
  const panel = await fillQuickEnquiry(page, { name: 'Expo Visitor', email: 'visitor@example.com', phone: '91-9988776655', enquiry: marker });
  await expect(panel.getByText('saved on this device')).toBeVisible();
  await expect(page.getByText('1 submission is saved on this device')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 submission is saved on this device')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('Sent: Quick enquiry from Expo Visitor.')).toBeVisible();

  await logIn(page);
  await selectTab(page.getByRole('tab', { name: 'Enquiries' }));
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(1);
});
