import { launchWithPuppeteer } from './puppeteer-visitor';
import type { Visitor } from './visitor';
import { launchWebKit } from './webkit-visitor';

export interface Engine {
  name: string;
  launch(): Promise<Visitor>;
}

/** The three engines, each as Debian ships it. */
export const ENGINES: Engine[] = [
  {
    name: 'Chromium',
    launch: () =>
      launchWithPuppeteer({
        browser: 'chrome',
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      }),
  },
  {
    name: 'Firefox ESR',
    launch: () => launchWithPuppeteer({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' }),
  },
  { name: 'WebKit', launch: launchWebKit },
];
