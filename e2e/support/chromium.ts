/** Debian's Chromium, which the browser suite, the other-engines checks and Lighthouse drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium without what a test never uses. Each browser context opens a window, and Chromium 156
 * loads the address bar's drop-down, a page of its own, in a renderer of its own for every window:
 * about 1.2 CPU seconds each time, more than our page costs. The two features that load it are off
 * (docs/decisions/058-chromium-without-the-address-bar-popup.md).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
