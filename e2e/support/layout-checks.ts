import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './environment';
import { overflowingInMain } from './overflowing-elements';

export const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/** Whether two boxes, as `boundingBox()` gives them, share any area. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Collects uncaught errors and console errors (a hydration mismatch shows up as one of these). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Scrolls through the page so lazy images load, then back to the top. Each stop waits for two frames:
 * the browser starts a lazy image only once a frame has shown it near the viewport, and on a busy
 * machine a fixed pause could pass with no frame drawn, leaving that image unloaded.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('main img[loading="lazy"]')].filter((image) => !image.complete).length))
    .toBe(0);
}

/** Elements of `main` that stick out past the viewport's right edge, outside any scroll box of their own. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(overflowingInMain);
}

/** A screenshot kept as a test artifact: the whole page, or only what the viewport shows (an open dialog). */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}
