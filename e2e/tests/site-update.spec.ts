import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility';
import { gotoHydrated } from '../support/hydrated';
import { controlledByServiceWorker, testWithServiceWorker } from '../support/service-worker';

const NEW_VERSION = 'A new version of this site is available.';

/**
 * The gateway behind a proxy that can play a deploy: once `deploy()` is called, the worker's script
 * it passes on is no longer the same, byte for byte. (Chromium's service worker fetches its script
 * itself, out of reach of Playwright's routes.)
 */
async function deployableSite(gateway: string): Promise<{ origin: string; deploy(): void; close(): Promise<void> }> {
  let deployed = false;
  const server: Server = createServer((incoming, outgoing) => {
    const changed = incoming.url === '/sw.js' && deployed;
    const headers = { ...incoming.headers, host: new URL(gateway).host };
    if (changed) {
      // The whole script as text, to change it: not compressed, nor a 304 for the copy the browser has.
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forwarded = request(new URL(incoming.url ?? '/', gateway), { method: incoming.method, headers }, (answer) => {
      if (!changed) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = `${Buffer.concat(chunks).toString()}\n// a later build\n`;
        outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache', 'content-length': Buffer.byteLength(body) });
        outgoing.end(body);
      });
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: () => (deployed = true),
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

/** Whether the page's service worker registration has a newer worker waiting to take over. */
const hasWaitingWorker = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null);

testWithServiceWorker('a new version of the site is offered, never forced, and taken when the visitor chooses it', async ({ page, baseURL }) => {
  const site = await deployableSite(baseURL!);
  try {
    await gotoHydrated(page, `${site.origin}/contact`);
    await controlledByServiceWorker(page);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);

    site.deploy();
    await gotoHydrated(page, `${site.origin}/contact`);
    const name = page.getByLabel('Your Name');
    await name.fill('Asha Visitor');

    const prompt = page.getByRole('status').filter({ hasText: NEW_VERSION });
    await expect(prompt).toBeVisible();
    expect(await accessibilityViolations(page), 'the page with the prompt').toEqual([]);
    // Later: the page stays as it is, the visitor's typing with it, and the new worker keeps waiting.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(name).toHaveValue('Asha Visitor');
    expect(await hasWaitingWorker(page)).toBe(true);

    // The next page offers it again; Update hands over to the new worker and reloads once.
    await gotoHydrated(page, `${site.origin}/contact`);
    await expect(prompt).toBeVisible();
    await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), prompt.getByRole('button', { name: 'Update' }).click()]);
    await expect.poll(() => hasWaitingWorker(page)).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  } finally {
    await site.close();
  }
});
