import { expect } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';
import { controlledByServiceWorker, testWithServiceWorker } from '../support/service-worker';

testWithServiceWorker('after one visit, the catalogue pages open with the network off', async ({ page, context }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);

  await context.setOffline(true);

  await page.goto('/products/cobot');
  await expect(page.getByRole('heading', { level: 1, name: 'Cobot' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '3–20 kg', exact: true })).toBeVisible();

  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events and Workshops' })).toBeVisible();
  await expect(page.locator('section#roc2024')).toContainText('1 July – 10 November 2024');

  await gotoHydrated(page, '/downloads');
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  // The page's script runs offline too: the modals open.
  await page.getByRole('button', { name: 'Tutorials' }).click();
  await expect(page.getByRole('dialog', { name: 'Tutorials' }).getByRole('link')).toHaveCount(22);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Illustrated map/ })).toBeVisible();

  await gotoHydrated(page, '/event/nafed2025');
  await expect(page.getByRole('heading', { level: 1, name: 'NAFED 2025' })).toBeVisible();
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(page.getByRole('group', { name: '2 of 3' })).toBeVisible();

  await context.setOffline(false);
});
