/** Debian's Chromium, the browser as visitors run it: for the downloads spec's PDF viewer, the other-engines checks and Lighthouse. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell, which the browser suite drives: the same Blink and V8, built from the same
 * source package, without the browser's windows and their interface, which a headless test never sees. It is
 * what Playwright itself runs headless tests in (docs/decisions/059-browser-suite-in-the-headless-shell.md).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Chromium, and its headless shell, without what a test never uses. In the full browser each browser context
 * opens a window, and Chromium 156 loads the address bar's drop-down, a page of its own, in a renderer of its
 * own for every window: about 1.2 CPU seconds each time, more than our page costs. The two features that load
 * it are off (docs/decisions/058-chromium-without-the-address-bar-popup.md); the headless shell has no
 * address bar and ignores them.
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
