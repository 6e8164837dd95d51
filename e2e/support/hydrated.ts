import type { Page } from '@playwright/test';

/**
 * Opens a path and waits until React has hydrated the prerendered HTML: a click on the
 * prerendered markup before that does nothing.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}
