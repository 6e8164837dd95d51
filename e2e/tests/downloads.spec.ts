import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DOWNLOAD_WRONG_TYPE_MESSAGES, type DownloadSlot, downloadHref, FEAST_SETUP, FEAST_TUTORIALS, REMOVE_DOWNLOAD_FILE_MUTATION } from '@site/schema';
import { pdfBytes, zipBytes } from '../../gateway/src/test/file-fixtures';
import { formatFileSize } from '../../pwa/src/lib/file-size';
import { logIn, selectTab } from '../support/admin';
import { adminGraphQL, adminToken } from '../support/admin-api';
import { gotoHydrated } from '../support/hydrated';
import { controlledByServiceWorker, testWithServiceWorker } from '../support/service-worker';

// The last tutorial: the catalogue test counts on the first one having no file.
const TUTORIAL = FEAST_TUTORIALS.at(-1)!;
const TUTORIAL_BYTES = pdfBytes(40_000);
const SETUP_BYTES = zipBytes(Buffer.from(`FEAST 2022 setup, built ${Date.now()}`));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const slotRow = (page: Page, slot: DownloadSlot) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: slot.fileName }) });

/** What the page's own fetch gets for a link: status, the SHA-256 of the body and its first bytes. */
function fetchFromPage(page: Page, href: string, range?: string) {
  return page.evaluate(
    async ({ href, range }) => {
      try {
        const response = await fetch(href, range ? { headers: { range } } : {});
        const bytes = await response.arrayBuffer();
        const digest = await crypto.subtle.digest('SHA-256', bytes);
        return {
          status: response.status,
          sha256: [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join(''),
          text: new TextDecoder().decode(bytes.slice(0, 16)),
        };
      } catch {
        return null;
      }
    },
    { href, range },
  );
}

async function expectFacts(item: Locator, bytes: Buffer): Promise<void> {
  await expect(item).toContainText(formatFileSize(bytes.length));
  await expect(item).toContainText(sha256(bytes));
}

test.afterAll(async ({ request }) => {
  const token = await adminToken(request);
  for (const slot of [TUTORIAL, FEAST_SETUP]) await adminGraphQL(request, token, REMOVE_DOWNLOAD_FILE_MUTATION, { path: slot.path });
});

testWithServiceWorker(
  'the team uploads a tutorial and a setup; a visitor checks and downloads both, keeps the tutorials and reads one offline',
  async ({ page, context }) => {
    await logIn(page);
    await selectTab(page.getByRole('tab', { name: 'Downloads' }));

    // A drop of several files: each fills the slot of its name, or the report says why not.
    await page.getByLabel('Upload several files').setInputFiles([
      { name: TUTORIAL.fileName, mimeType: 'application/pdf', buffer: TUTORIAL_BYTES },
      { name: FEAST_SETUP.fileName, mimeType: 'application/zip', buffer: TUTORIAL_BYTES },
      { name: 'read-me.txt', mimeType: 'text/plain', buffer: Buffer.from('not a download') },
    ]);
    const report = page.getByRole('region', { name: 'Last upload' });
    await expect(report.getByRole('status')).toHaveText('1 uploaded, 2 not uploaded.');
    await expect(report.getByRole('list', { name: 'Not uploaded' })).toContainText(
      `${FEAST_SETUP.fileName} (${FEAST_SETUP.label}): ${DOWNLOAD_WRONG_TYPE_MESSAGES.zip}`,
    );
    await expect(report.getByRole('list', { name: 'Not uploaded' })).toContainText('read-me.txt: No file on the downloads page has this name.');
    await expect(slotRow(page, TUTORIAL)).toContainText(formatFileSize(TUTORIAL_BYTES.length));
    await expect(slotRow(page, TUTORIAL)).toContainText(`${sha256(TUTORIAL_BYTES).slice(0, 12)}…`);

    // One slot from its row: the file picker, then the real archive.
    const chooser = page.waitForEvent('filechooser');
    await slotRow(page, FEAST_SETUP)
      .getByRole('button', { name: `Upload ${FEAST_SETUP.label}` })
      .click();
    await (await chooser).setFiles({ name: 'setup.zip', mimeType: 'application/zip', buffer: SETUP_BYTES });
    await expect(report.getByRole('status')).toHaveText('1 uploaded, 0 not uploaded.');
    await expect(slotRow(page, FEAST_SETUP)).toContainText(formatFileSize(SETUP_BYTES.length));
    await expect(slotRow(page, FEAST_SETUP).getByRole('button', { name: `Replace ${FEAST_SETUP.label}` })).toBeVisible();

    // The visitor sees each file's size and SHA-256, and gets the same bytes.
    await gotoHydrated(page, '/downloads');
    await controlledByServiceWorker(page);
    const feast = page.getByRole('region', { name: 'FEAST' });
    const setupItem = feast.getByRole('listitem').filter({ has: page.getByRole('link', { name: /FEAST 2022 setup/ }) });
    await expectFacts(setupItem, SETUP_BYTES);
    const download = page.waitForEvent('download');
    await setupItem.getByRole('link').click();
    expect((await download).suggestedFilename()).toBe(FEAST_SETUP.fileName);
    expect(sha256(await readFile(await (await download).path()))).toBe(sha256(SETUP_BYTES));

    await page.getByRole('button', { name: 'Tutorials', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Tutorials' });
    await expectFacts(modal.getByRole('listitem').filter({ hasText: TUTORIAL.label }), TUTORIAL_BYTES);
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(await fetchFromPage(page, downloadHref(TUTORIAL))).toMatchObject({ status: 200, sha256: sha256(TUTORIAL_BYTES) });

    // Keep the tutorials: one tap stores the set, and the page says so.
    const panel = page.getByRole('region', { name: 'Keep manuals for offline use' });
    const tutorials = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tutorials' }) });
    await expect(tutorials).toContainText(`1 of 22 files, ${formatFileSize(TUTORIAL_BYTES.length)} to save`);
    await tutorials.getByRole('button', { name: 'Keep for offline' }).click();
    await expect(tutorials).toContainText(`Saved on this device: 1 file, ${formatFileSize(TUTORIAL_BYTES.length)}`);
    await expect(panel).toContainText('Saved on this device: Tutorials.');

    // With no network the saved tutorial opens, whole or in the part a PDF viewer asks for.
    await context.setOffline(true);
    expect(await fetchFromPage(page, downloadHref(TUTORIAL))).toMatchObject({ status: 200, sha256: sha256(TUTORIAL_BYTES) });
    expect(await fetchFromPage(page, downloadHref(TUTORIAL), 'bytes=0-7')).toMatchObject({ status: 206, text: '%PDF-1.4' });
    expect(await fetchFromPage(page, downloadHref(FEAST_SETUP))).toBeNull();
    const opened = await page.goto(downloadHref(TUTORIAL));
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['content-type']).toBe('application/pdf');

    // Offline still, the page says the set is saved, and removing it takes the copy away.
    await gotoHydrated(page, '/downloads');
    await expect(panel).toContainText('Saved on this device: Tutorials.');
    await expect(page.getByText(/^You are offline or the server cannot be reached\./)).toBeVisible();
    await tutorials.getByRole('button', { name: 'Remove from this device' }).click();
    await expect(panel).toContainText('No set is saved on this device.');
    expect(await fetchFromPage(page, downloadHref(TUTORIAL))).toBeNull();
    await context.setOffline(false);
  },
);
