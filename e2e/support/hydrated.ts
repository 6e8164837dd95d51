import type { Page } from '@playwright/test';
import { isHydrated } from './hydration';

/** Opens a path and waits until React has hydrated the prerendered HTML. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(isHydrated);
}
