import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, Key, type WebElement } from 'selenium-webdriver';
import { startVirtualDisplay } from './virtual-display';
import type { PageFunction, Visitor } from './visitor';
import { waitFor } from './wait-for';

/**
 * WebKit (Safari's engine) as WebKitGTK's MiniBrowser, through the classic WebDriver server
 * `WebKitWebDriver` (Debian's webkit2gtk-driver). MiniBrowser has no headless mode: it gets
 * a virtual display of its own.
 */
export async function launchWebKit(): Promise<Visitor> {
  const display = await startVirtualDisplay();
  const port = await freePort();
  const server = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display.name } });
  const stopServer = () => {
    server.kill('SIGTERM');
    display.stop();
  };
  try {
    await waitFor('WebKitWebDriver to listen', 10_000, async () => {
      const status = await fetch(`http://127.0.0.1:${port}/status`).catch(() => undefined);
      return status?.ok === true;
    });
    const driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities({ browserName: 'MiniBrowser' }).build();
    /**
     * Sets the window's size and answers the page's: the page learns of a new size a moment after
     * the window has it (on a busy machine, after the next script has run), so this waits until
     * the page's outer size is the window's and its inner size holds still.
     */
    const sizeWindow = async (width: number, height: number, attempt = 1): Promise<[number, number]> => {
      const window = await driver.manage().window().setRect({ width, height });
      const sizes = () => driver.executeScript<Sizes>('return [outerWidth, outerHeight, innerWidth, innerHeight]');
      let seen: Sizes = [0, 0, 0, 0];
      try {
        await waitFor(`the page to be ${window.width} × ${window.height} px`, 10_000, async () => {
          const before = seen;
          seen = await sizes();
          return seen[0] === window.width && seen[1] === window.height && seen.join() === before.join();
        });
      } catch (error) {
        // On a busy machine a resize has once not reached the page in 10 s: the window is asked once
        // more, and the page must still get to the size.
        if (attempt > 1) throw error;
        return sizeWindow(width, height, attempt + 1);
      }
      return [seen[2], seen[3]];
    };
    return {
      async open(url) {
        await driver.get(url);
      },
      // WebDriver sizes the window, toolbar included: it is sized once, then grown by what the
      // toolbar takes, so that the page gets the size asked for. MiniBrowser keeps the window as
      // wide as its toolbar at least (447 px here), so a phone's 375 px is out of its reach.
      async resize(width, height) {
        const [innerWidth, innerHeight] = await sizeWindow(width, height);
        return (await sizeWindow(width + Math.max(0, width - innerWidth), 2 * height - innerHeight))[0];
      },
      async press(key) {
        await driver
          .actions()
          .sendKeys(key === 'Tab' ? Key.TAB : Key.ENTER)
          .perform();
      },
      async typeHere(text) {
        await driver.actions().sendKeys(text).perform();
      },
      read<R>(read: PageFunction<R | Promise<R>>, ...args: string[]) {
        // WebDriver's Execute Script waits for a promise the script returns.
        return driver.executeScript<R>(read, ...args);
      },
      async control(find, ...args) {
        const element = await driver.wait(() => driver.executeScript<WebElement | null>(find, ...args), 10_000);
        if (!element) throw new Error(`${find.name} found no element`);
        return {
          click: () => element.click(),
          type: (text) => element.sendKeys(text),
        };
      },
      async close() {
        await driver.quit().finally(stopServer);
      },
    };
  } catch (error) {
    stopServer();
    throw error;
  }
}

/** A page's outer width and height, then its inner width and height. */
type Sizes = [number, number, number, number];

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}
