import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PERSONAL_DATA_QUERY } from '@site/schema';
import { adminGraphQL, adminToken } from '../support/admin-api';
import { logIn, selectTab } from '../support/admin';
import { accessibilityViolations } from '../support/accessibility';
import { pdf, png } from '../support/form-files';
import { tabTo } from '../support/keyboard';
import { overflowingElements, saveScreenshot } from '../support/layout-checks';
import { createSession } from '../support/training';

// The focus checks read where the focused control is at once, so the page scrolls without animation.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

test('the Owner finds a person by e-mail, exports their data as a zip and erases it, files included', async ({ page, request }) => {
  const stamp = Date.now();
  const email = `meera.${stamp}@example.com`;
  const other = `someone.${stamp}@example.com`;
  const session = `Personal data session ${stamp}`;
  await createSession(request, session, 5);
  const submissions = [
    request.post('/api/enquiry', { data: { name: 'Meera Iyer', email, phone: '9876501234', enquiry: 'A quote for a SCARA robot' } }),
    request.post('/api/enquiry', { data: { name: 'Someone Else', email: other, phone: '9876509999', enquiry: 'Another enquiry' } }),
    request.post('/api/support', {
      multipart: {
        fullName: 'Meera Iyer',
        email,
        contactNo: '9876501234',
        organizationName: 'Iyer Labs',
        formType: 'Maintenance',
        query: 'Axis 2 drifts',
        image: png('meera-fault.png'),
      },
    }),
    request.post('/api/jobApplications', {
      multipart: { name: 'Meera Iyer', email, phone: '9876501234', category: 'Robotics Engineer', resume: pdf('meera-cv.pdf') },
    }),
    request.post('/api/trainingRegistrations', {
      multipart: {
        sessionTitle: session,
        role: 'Working Professional',
        fullName: 'Meera Iyer',
        contact: '9876501234',
        workEmail: email,
        organization: 'Iyer Labs',
        employeeId: 'IL-7',
        idCard: png('meera-id.png'),
      },
    }),
  ];
  for (const response of await Promise.all(submissions)) expect(response.ok()).toBe(true);

  await logIn(page);
  await selectTab(page.getByRole('tab', { name: 'Personal data' }));
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=personal-data$/);
  await page.getByLabel('E-mail').fill(` ${email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Support tickets (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job applications (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Training registrations (1)' })).toBeVisible();
  for (const name of ['meera-fault.png', 'meera-cv.pdf', 'meera-id.png']) await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('Someone Else')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
  // Entry names are stored as plain text in a zip's headers.
  for (const name of ['personal-data.json', 'meera-fault.png', 'meera-cv.pdf', 'meera-id.png']) expect(zip.includes(Buffer.from(name)), name).toBe(true);
  await expect(page.getByRole('heading', { name: 'Personal data' })).toBeVisible();

  const fileLinks = await page.getByRole('link', { name: /^meera-/ }).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase personal data?' });
  await expect(dialog).toContainText('Job applications: 1 deleted; files deleted: meera-cv.pdf');
  await expect(dialog).toContainText('Training registrations: 1 kept with the name and contact details blanked; files deleted: meera-id.png');
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByText(/^Erased: \d+ rows and 3 files\.$/)).toBeVisible();
  await expect(page.getByText(`The site holds nothing about ${email}.`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Erased' })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  const token = await adminToken(request);
  const left = await adminGraphQL<{ personalData: { records: unknown[] } }>(request, token, PERSONAL_DATA_QUERY, { email });
  expect(left.personalData.records).toEqual([]);
  for (const href of fileLinks) expect((await request.get(href, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(404);
  const kept = await adminGraphQL<{ personalData: { records: unknown[] } }>(request, token, PERSONAL_DATA_QUERY, { email: other });
  expect(kept.personalData.records.length).toBeGreaterThan(0);
});

test('on a 375 px phone, by keyboard alone, the results and the confirmation fit, keep WCAG 2.2 AA and erase nothing when cancelled', async ({
  page,
  request,
}) => {
  const email = `kiran.${Date.now()}@example.com`;
  const sent = await request.post('/api/enquiry', { data: { name: 'Kiran Shah', email, phone: '9876507777', enquiry: 'A long enquiry about conveyors' } });
  expect(sent.ok()).toBe(true);
  await page.setViewportSize({ width: 375, height: 667 });
  await logIn(page);
  await page.goto('/admin/dashboard?tab=personal-data');
  const field = page.getByLabel('E-mail');
  await expect(field).toBeVisible();
  await tabTo(page, field);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Enquiries (1)' })).toBeVisible();
  expect(await overflowingElements(page)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);

  await tabTo(page, page.getByRole('button', { name: 'Erase…' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Erase personal data?' });
  await expect(dialog).toContainText('Enquiries: 1 deleted');
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshot(page, 'personal-data-erase-375', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erase…' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Enquiries (1)' })).toBeVisible();
});
