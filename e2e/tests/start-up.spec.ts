import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { isHydrated } from '../support/hydration';
import { collectPageErrors } from '../support/layout-checks';

/**
 * A slow network in front of the gateway: the home page's HTML stops before its footer until the
 * page's own screen has been fetched, which the client's script (async, in the head) asks for as it
 * starts. So the script runs while the parser has read only part of the page.
 */
async function startSlowPageServer(gateway: string): Promise<{ origin: string; server: Server; screenRequestedMidPage: () => boolean }> {
  let screenRequested!: () => void;
  const screenServed = new Promise<void>((resolve) => (screenRequested = resolve));
  let pageComplete = false;
  let requestedMidPage = false;
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url!, gateway));
      if (request.url === '/') {
        const html = await upstream.text();
        const cut = html.indexOf('<footer');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.write(html.slice(0, cut));
        await screenServed;
        // Time for the script to go on to hydration, were it not waiting for the rest of the page.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        pageComplete = true;
        response.end(html.slice(cut));
        return;
      }
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      response.end(body);
      if (/\/assets\/home-page-[\w-]+\.js$/.test(request.url!)) {
        requestedMidPage ||= !pageComplete;
        screenRequested();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, screenRequestedMidPage: () => requestedMidPage };
}

test('the page hydrates whole when its script starts before the HTML has all arrived', async ({ page, baseURL }) => {
  const slow = await startSlowPageServer(baseURL!);
  try {
    const errors = collectPageErrors(page);
    await page.goto(`${slow.origin}/`);
    await page.waitForFunction(isHydrated);
    expect(slow.screenRequestedMidPage()).toBe(true);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Enquiry Now!!' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Enquiry Now!!' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick Enquiry' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    slow.server.close();
  }
});
