import { expect, type Locator, type Page } from '@playwright/test';
import { focusProblems } from './focus-problems';

/** Presses Tab until `target` has focus, checking at every stop that the focus can be seen. */
export async function tabTo(page: Page, target: Locator, { most = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(focusProblems)).toEqual([]);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${most} presses`);
}
