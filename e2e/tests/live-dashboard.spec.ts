import { expect, test } from '@playwright/test';
import { logIn, selectTab } from '../support/admin';
import { gotoHydrated } from '../support/hydrated';
import { fillQuickEnquiry, openQuickEnquiry } from '../support/quick-enquiry';

/** How many enquiries and contact messages the Enquiries tab's badge says wait for a remark. */
function withoutRemark(text: string): number {
  return Number(/(\d+) without remark/.exec(text)?.[1] ?? 0);
}

test('an enquiry sent from another page appears in the open dashboard, and its tab count changes, without a reload', async ({ page, context }) => {
  const acknowledged = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('connection_ack')) resolve();
      });
    });
  });
  await logIn(page);
  await selectTab(page.getByRole('tab', { name: /Enquiries/ }));
  const table = page.getByRole('region', { name: 'Enquiry Details', exact: true }).getByRole('table');
  await expect(table).toBeVisible();
  const tab = page.getByRole('tab', { name: /Enquiries/ });
  const before = withoutRemark(await tab.innerText());
  // A reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { stillOpen: boolean }).stillOpen = true));
  // The dashboard listens before the visitor sends.
  await acknowledged;

  const visitor = await context.newPage();
  // Names are letters only: a suffix of letters tells this run's enquiry from earlier ones.
  const name = `Live Visitor ${Date.now().toString(36).replace(/[0-9]/g, '').slice(0, 6)}`;
  await gotoHydrated(visitor, '/');
  await openQuickEnquiry(visitor);
  const panel = await fillQuickEnquiry(visitor, { name, email: 'live@example.com', phone: '9123456780', enquiry: 'Seen at once on the dashboard?' });
  await expect(panel.getByText('✅ Enquiry submitted successfully!')).toBeVisible();

  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  // At least one more: the other worker's tests may send enquiries of their own meanwhile.
  await expect.poll(async () => withoutRemark(await tab.innerText())).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(true);
});
