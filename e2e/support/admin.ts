import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_ID, E2E_ADMIN_PASSWORD } from './environment';

/** Signs in through the real login screen. */
export async function logIn(page: Page): Promise<void> {
  await page.goto('/Admin');
  await page.getByLabel('Admin ID').fill(E2E_ADMIN_ID);
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // The tabs show once their waiting counts are in (2 s at most).
  await expect(page.getByRole('tablist', { name: 'Dashboard sections' })).toBeVisible();
}

/**
 * Selects a dashboard tab, clicking again when a click missed it: the tabs re-flow when their
 * waiting counts change (each tab switch asks them again), which can move a tab from under a click
 * made just before.
 */
export async function selectTab(tab: Locator): Promise<void> {
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass();
}
