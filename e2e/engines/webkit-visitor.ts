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
    return {
      async open(url) {
        await driver.get(url);
      },
      // WebDriver sizes the window, toolbar included: it is sized once, then grown by what the
      // toolbar takes, so that the page gets the size asked for. MiniBrowser keeps the window as
      // wide as its toolbar at least (447 px here), so a phone's 375 px is out of its reach.
      async resize(width, height) {
        const window = driver.manage().window();
        const inner = () => driver.executeScript<[number, number]>('return [window.innerWidth, window.innerHeight]');
        await window.setRect({ width, height });
        const [innerWidth, innerHeight] = await inner();
        await window.setRect({ width: width + Math.max(0, width - innerWidth), height: 2 * height - innerHeight });
        return (await inner())[0];
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
