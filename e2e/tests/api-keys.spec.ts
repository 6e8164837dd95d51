import { expect, test } from '@playwright/test';
import { logIn, selectTab } from '../support/admin';

test('the Owner creates a key, sees it once, and it works on /api until it is revoked', async ({ page, request }) => {
  const name = `CRM import ${Date.now()}`;
  await logIn(page);
  await selectTab(page.getByRole('tab', { name: 'API keys' }));
  await page.getByLabel('Key name').fill(name);
  await page.getByRole('checkbox', { name: 'contacts:read' }).check();
  await page.getByRole('button', { name: 'Create Key' }).click();
  await expect(page.getByText('you will not see it again')).toBeVisible();
  const key = (await page.getByLabel('New API key').textContent())!;
  expect(key).toMatch(/^site_[0-9a-f]{32}_/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: 'contacts:read' })).toBeVisible();

  const read = () => request.get('/api/connects', { headers: { authorization: `Bearer ${key}` } });
  expect((await read()).status()).toBe(200);
  expect((await request.get('/api/enquiry', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(403);

  // Reloading shows the list, never the key again.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is revoked' })).toBeVisible();
  expect((await read()).status()).toBe(401);
});
