import { expect, test } from '@playwright/test';
import { DEFAULT_JOB_ROLES as DEFAULT_ROLES } from '@site/schema';
import { adminGraphQL, adminToken, setRoleAccepting } from '../support/admin-api';
import { pdf, png } from '../support/form-files';
import { countOperation } from '../support/graphql-requests';
import { collectPageErrors, overflowingElements, saveScreenshot, WIDTHS } from '../support/layout-checks';
import { testWithServiceWorker } from '../support/service-worker';

// Mechanical Engineer, the second of the seeded roles.
const CLOSED_ROLE_ID = 2;

test('the nine roles load as Open cards, and an application with a PDF resume arrives', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const sent = countOperation(page, 'submitJobApplication');
  const email = `ravi.${Date.now()}@example.com`;
  await page.goto('/career');
  const grid = page.getByRole('list').filter({ has: page.getByRole('button', { name: /Software Development/ }) });
  await expect(grid.getByRole('button')).toHaveCount(DEFAULT_ROLES.length);
  for (const role of DEFAULT_ROLES) await expect(grid.getByRole('button', { name: `${role}, Open, Apply now`, exact: true })).toBeVisible();

  await grid.getByRole('button', { name: 'Robotics Engineer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Robotics Engineer' });
  await expect(dialog.getByLabel('Job role')).toHaveValue('Robotics Engineer');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Please fill in all required fields and upload a PDF resume.')).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();

  await dialog.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('9876543210');
  await dialog.getByLabel('Resume (PDF)').setInputFiles(png('resume.png'));
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Resume must be a PDF file.')).toBeVisible();
  expect(sent()).toBe(0);

  await dialog.getByLabel('Resume (PDF)').setInputFiles(pdf('Ravi Kumar resume.pdf'));
  await dialog.getByLabel('Cover letter (optional)').fill('I have built two line-follower robots.');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Application submitted successfully!', { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  expect(sent()).toBe(1);

  const token = await adminToken(request);
  const { jobApplications } = await adminGraphQL<{ jobApplications: { email: string; category: string; status: string; resume: { name: string } }[] }>(
    request,
    token,
    'query { jobApplications { email category status resume { name } } }',
  );
  expect(jobApplications.filter((row) => row.email === email)).toEqual([
    { email, category: 'Robotics Engineer', status: 'pending', resume: { name: 'Ravi Kumar resume.pdf' } },
  ]);
  expect(errors).toEqual([]);
});

test.describe('a closed role', () => {
  let token: string;
  test.beforeEach(async ({ request }) => {
    token = await adminToken(request);
    await setRoleAccepting(request, token, CLOSED_ROLE_ID, false);
  });
  test.afterEach(async ({ request }) => {
    await setRoleAccepting(request, token, CLOSED_ROLE_ID, true);
  });

  test('shows Closed and opens the closed notice instead of the form', async ({ page }) => {
    await page.goto('/career');
    const card = page.getByRole('button', { name: 'Mechanical Engineer' });
    await expect(card).toContainText('Closed');
    await card.click();
    const notice = page.getByRole('dialog', { name: 'Mechanical Engineer' });
    await expect(notice.getByText('Applications for Mechanical Engineer are closed at the moment.')).toBeVisible();
    await expect(notice.getByRole('textbox')).toHaveCount(0);
    await saveScreenshot(page, 'forms-careers-closed-notice-desktop-1440', { fullPage: false });
    await notice.getByRole('button', { name: 'Back to the openings' }).click();
    await expect(notice).toBeHidden();
    await expect(card).toBeFocused();
  });
});

testWithServiceWorker('offline, the roles loaded last time are shown and said to be possibly out of date', async ({ page, context }) => {
  await page.goto('/career');
  await expect(page.getByRole('button', { name: 'Internship' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Failed to load job openings. Please try again later.')).toBeVisible();
  await expect(page.getByText(/they may be out of date/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Internship' })).toContainText('Open');
  // The failure message clears after three seconds; the note stays.
  await expect(page.getByText('Failed to load job openings. Please try again later.')).toBeHidden({ timeout: 5_000 });
  await expect(page.getByText(/they may be out of date/)).toBeVisible();
  await context.setOffline(false);
});

for (const { name, width, height } of WIDTHS) {
  test(`the careers page and the apply modal fit ${width} px (screenshots kept)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/career');
    await expect(page.getByRole('button', { name: 'Internship' })).toBeVisible();
    expect(await overflowingElements(page)).toEqual([]);
    await saveScreenshot(page, `forms-careers-${name}-${width}`);

    await page.getByRole('button', { name: 'Software Development' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Software Development' });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    // The message is above the fields, next to the first one, which takes the focus.
    await expect(dialog.getByText('Please fill in all required fields and upload a PDF resume.')).toBeInViewport();
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    await saveScreenshot(page, `forms-careers-modal-${name}-${width}`, { fullPage: false });
    // The modal scrolls on a small screen, down to its button.
    await dialog.getByRole('button', { name: 'Submit Application' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeInViewport();
  });
}
