import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';
import { logIn, selectTab } from '../support/admin';
import { fillQuickEnquiry, openQuickEnquiry } from '../support/quick-enquiry';

test('a wrong password says Invalid credentials.', async ({ page }) => {
  await page.goto('/Admin');
  await page.getByLabel('Admin ID').fill('admin');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/Admin$/);
});

test('the dashboard without a session goes to the login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/Admin\?next=%2Fadmin%2Fdashboard$/);
});

test('an admin sees a new enquiry, saves a remark and exports the CSV', async ({ page }) => {
  const enquiry = `=HYPERLINK("http://evil.example") ${Date.now()}\nSecond line of the enquiry`;
  await gotoHydrated(page, '/');
  await openQuickEnquiry(page);
  const panel = await fillQuickEnquiry(page, { name: 'Farhan Ali', email: 'farhan@example.com', phone: '9123456780', enquiry });
  await expect(panel.getByText('✅ Enquiry submitted successfully!')).toBeVisible();

  await logIn(page);
  await selectTab(page.getByRole('tab', { name: 'Enquiries' }));
  const section = page.getByRole('region', { name: 'Enquiry Details', exact: true });
  const table = section.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: 'Farhan Ali' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'farhan@example.com' })).toHaveAttribute('href', 'mailto:farhan@example.com');
  await expect(row.getByRole('cell', { name: '9123456780' })).toBeVisible();
  // Line breaks are kept.
  expect(await row.locator('td').nth(3).innerText()).toContain('\nSecond line of the enquiry');
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Phone', 'Enquiry', 'Submitted At', 'Remark', 'E-mail']);

  const remark = row.getByPlaceholder('Add remark');
  await remark.fill('Called, sending a quote');
  const saved = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().postData()!.includes('SaveEnquiryRemark'));
  await remark.blur();
  await saved;
  await page.reload();
  await selectTab(page.getByRole('tab', { name: 'Enquiries' }));
  await expect(section.getByRole('row').filter({ hasText: 'Farhan Ali' }).getByPlaceholder('Add remark')).toHaveValue('Called, sending a quote');

  const downloadPromise = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('enquiries.csv');
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header] = csv.split('\r\n');
  expect(header).toBe('"Name","Email","Phone","Enquiry","Submitted At","Remark"');
  expect(csv).toContain('"Farhan Ali","farhan@example.com","9123456780","\'=HYPERLINK(""http://evil.example"")');
  expect(csv).toContain('"Called, sending a quote"');
});

test('Logout ends the session, also for a copy of its cookie', async ({ page, context }) => {
  await logIn(page);
  const session = await context.cookies();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Admin$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/Admin\?next=%2Fadmin%2Fdashboard$/);
  // The server refuses the old token too, so a copied cookie is worth nothing after Logout.
  await context.addCookies(session);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/Admin\?next=%2Fadmin%2Fdashboard$/);
});

test('contact submissions appear in Contact Details and export to their own file', async ({ page }) => {
  const marker = `Please call me about the FMS trainer ${Date.now()}`;
  const sent = await page.request.post('/api/connectUs', { data: { name: 'Nisha Patil', email: 'nisha@example.com', mobile: '', message: marker } });
  expect(sent.ok()).toBe(true);

  await logIn(page);
  await selectTab(page.getByRole('tab', { name: 'Enquiries' }));
  const section = page.getByRole('region', { name: 'Contact Details', exact: true });
  const row = section.getByRole('row').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  // No mobile was given: the Phone cell shows a dash.
  await expect(row.getByRole('cell').nth(2)).toHaveText('-');

  const downloadPromise = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('contact_us_submissions.csv');
  const csv = (await readFile(await download.path())).toString('utf8');
  expect(csv).toContain('"Name","Email","Phone","Message","Submitted At","Remark"');
  expect(csv).toContain(`"Nisha Patil","nisha@example.com","","${marker}"`);
});
