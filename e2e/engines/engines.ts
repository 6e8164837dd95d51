import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
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
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      }),
  },
  {
    name: 'Firefox ESR',
    launch: () => launchWithPuppeteer({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' }),
  },
  { name: 'WebKit', launch: launchWebKit },
];
