import puppeteer, { type ElementHandle, type LaunchOptions } from 'puppeteer-core';
import type { Control, PageFunction, Visitor } from './visitor';

/**
 * Chromium over the Chrome DevTools Protocol, or Firefox over WebDriver BiDi, the protocol
 * Firefox speaks natively (Debian ships no geckodriver); both through Puppeteer.
 */
export async function launchWithPuppeteer(options: LaunchOptions): Promise<Visitor> {
  const browser = await puppeteer.launch({ headless: true, ...options });
  const page = await browser.newPage();
  return {
    async open(url) {
      await page.goto(url);
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
      return page.evaluate(() => window.innerWidth);
    },
    press: (key) => page.keyboard.press(key),
    typeHere: (text) => page.keyboard.type(text),
    read<R>(read: PageFunction<R | Promise<R>>, ...args: string[]) {
      return page.evaluate(read, ...args) as Promise<R>;
    },
    async control(find, ...args) {
      const handle = await page.waitForFunction(find, { timeout: 10_000 }, ...args);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) throw new Error(`${find.name} found no element`);
      return {
        click: () => element.click(),
        type: (text) => element.type(text),
      } satisfies Control;
    },
    close: () => browser.close(),
  };
}
