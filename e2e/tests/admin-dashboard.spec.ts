import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn } from '../support/admin';
import { pdf, png } from '../support/form-files';
import { E2E_ADMIN_ID, E2E_ADMIN_PASSWORD } from '../support/environment';
import { gotoHydrated } from '../support/hydrated';
import { overflowingElements, saveScreenshot, WIDTHS } from '../support/layout-checks';
import { fileMaintenanceTicket } from '../support/support-tickets';

test.describe.configure({ mode: 'serial' });

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

function rowWith(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

test('a signed-out visit to /admin/support lands on the login and returns there after sign-in', async ({ page }) => {
  await page.goto('/admin/support');
  await expect(page).toHaveURL(/\/Admin\?next=%2Fadmin%2Fsupport$/);
  await page.getByLabel('Admin ID').fill(E2E_ADMIN_ID);
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/support$/);
  await expect(page.getByRole('heading', { name: 'Support Inquiries', level: 1 })).toBeVisible();
});

test('a Maintenance ticket with an attachment is assigned, closed and deleted from the dashboard', async ({ page, request }) => {
  const issue = `Gripper jaw sticks at the end of its stroke (${Date.now()})`;
  const ticketId = await fileMaintenanceTicket(request, issue, png('jaw.png'));

  await logIn(page);
  await expect(page.getByRole('tab', { name: /^Support Inquiries, \d+ open$/ })).toBeVisible();
  await openTab(page, 'Support Inquiries');
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=support$/);
  await page.getByRole('searchbox', { name: 'Search Maintenance tickets' }).fill(ticketId);
  await expect(page.getByText(/^1–1 of 1 Maintenance tickets$/)).toBeVisible();
  const row = rowWith(page, ticketId);
  await expect(row).toContainText(issue);
  await expect(row).toContainText('OPEN');
  await expect(row.getByRole('img', { name: 'Attachment jaw.png' })).toBeVisible();

  await row.getByRole('button', { name: `Assign ${ticketId}` }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select an engineer first.');
  await row.getByLabel(`Engineer for ${ticketId}`).selectOption('Priya Nair');
  await row.getByRole('button', { name: `Assign ${ticketId}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Engineer assigned successfully!' })).toBeVisible();
  await expect(row).toContainText('pending');
  await expect(row).toContainText('Priya Nair');

  await row.getByRole('button', { name: `Close ${ticketId}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ticket closed successfully!' })).toBeVisible();
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: `Assign ${ticketId}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Close ${ticketId}` })).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete ${ticketId}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Inquiry deleted successfully!' })).toBeVisible();
  await expect(rowWith(page, ticketId)).toHaveCount(0);
});

test('a job role is closed and reopened; the careers page follows', async ({ page, request }) => {
  await logIn(page);
  await openTab(page, 'Job Applications');
  await expect(page.getByRole('heading', { name: 'Job Application Management' })).toBeVisible();
  // The roles' own table: applications for the role, in the table below, name it too.
  const row = page.getByRole('region', { name: 'Job roles table' }).getByRole('row').filter({ hasText: 'Robotics Engineer' });
  await row.getByRole('button', { name: /Robotics Engineer: Open/ }).click();
  await expect(row).toContainText('Applications Closed');
  await expect(row.getByRole('button', { name: /Robotics Engineer: Closed/ })).toBeEnabled();
  const roles = async () =>
    ((await (await request.get('/api/jobRoles')).json()) as { role: string; accepting: boolean }[]).find((r) => r.role === 'Robotics Engineer');
  expect((await roles())?.accepting).toBe(false);

  await row.getByRole('button', { name: /Robotics Engineer: Closed/ }).click();
  await expect(row).toContainText('Accepting Applications');
  await expect(row.getByRole('button', { name: /Robotics Engineer: Open/ })).toBeEnabled();
  expect((await roles())?.accepting).toBe(true);

  await page.getByRole('button', { name: 'Collapse' }).click();
  await expect(row).toBeHidden();
  await page.getByRole('button', { name: 'Expand' }).click();
  await expect(row).toBeVisible();
});

test('one application is accepted and one rejected', async ({ page, request }) => {
  const stamp = Date.now();
  const applicants = [`Rohan Kulkarni ${stamp}`, `Sneha Joshi ${stamp}`];
  for (const [index, name] of applicants.entries()) {
    const response = await request.post('/api/jobApplications', {
      multipart: {
        name,
        email: `applicant${index}.${stamp}@example.com`,
        phone: '9876543210',
        category: 'Robotics Engineer',
        coverLetter: 'I build line followers.',
        submittedAt: new Date().toISOString(),
        resume: pdf(`resume-${index}.pdf`),
      },
    });
    expect(response.ok()).toBe(true);
  }

  await logIn(page);
  await openTab(page, 'Job Applications');
  const [accepted, rejected] = applicants.map((name) => rowWith(page, name)) as [Locator, Locator];
  await expect(accepted.getByRole('link', { name: `Resume of ${applicants[0]}` })).toHaveAttribute('href', /^\/files\/private\//);

  await accepted.getByRole('button', { name: `Accept ${applicants[0]}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application accepted!' })).toBeVisible();
  await expect(accepted).toContainText('accepted');
  await expect(accepted.getByRole('button', { name: `Accept ${applicants[0]}` })).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await rejected.getByRole('button', { name: `Reject ${applicants[1]}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application rejected!' })).toBeVisible();
  await expect(rowWith(page, applicants[1]!)).toHaveCount(0);
});

test('the feedback view lists a feedback sent from /events, and every tab fits a phone', async ({ page }) => {
  const presenter = `Anita Shah ${Date.now()}`;
  await gotoHydrated(page, '/events');
  const section = page.getByRole('region', { name: 'Presentation Feedback' });
  await section.getByLabel("Presentator's name").fill(presenter);
  await section
    .getByRole('group', { name: /How would you rate/ })
    .getByRole('radio', { name: 'Excellent' })
    .check();
  const answers = section.getByRole('group', { name: 'Your feedback' }).getByRole('textbox');
  for (let i = 0; i < 4; i += 1) await answers.nth(i).fill(`Answer ${i + 2}`);
  await section.getByRole('button', { name: 'Submit Presentation Feedback' }).click();
  await expect(section.getByText('Thank you! Your feedback has been submitted.')).toBeVisible();

  await logIn(page);
  await openTab(page, 'Feedback');
  await expect(rowWith(page, presenter)).toContainText('Excellent');
  await expect(page.getByRole('button', { name: 'Export CSV of Presentation Feedback' })).toBeEnabled();

  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const tab of ['Events', 'Support Inquiries', 'Job Applications', 'Training Sessions', 'Enquiries', 'Feedback']) {
      await openTab(page, tab);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      expect(await overflowingElements(page), `${tab} on a ${name}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${tab} on a ${name}`).toBeLessThanOrEqual(width);
    }
    await saveScreenshot(page, `admin-dashboard-${name}`);
  }
});

test('on a phone the tabs are one row that scrolls, with the selected tab in sight and its panel on the first screen', async ({ page, request }) => {
  // An open ticket, so that Support Inquiries has a count to show.
  await fileMaintenanceTicket(request, `Tab row check (${Date.now()})`);
  await page.setViewportSize({ width: 375, height: 667 });
  await logIn(page);
  // The counts held back past the tabs' wait for them: the tabs show without them and widen when they come.
  let answerCounts!: () => void;
  const counts = new Promise<void>((resolve) => (answerCounts = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('AdminWaiting')) await counts;
    await route.continue();
  });
  // The last tab, by a link: wrapped, the thirteen tabs took seven rows and pushed the panel below the first screen.
  await page.goto('/admin/dashboard?tab=account');
  const tablist = page.getByRole('tablist', { name: 'Dashboard sections' });
  const selected = tablist.getByRole('tab', { selected: true });
  await expect(selected).toHaveText('Your account');
  const tops = await tablist.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
  expect(new Set(tops).size, 'rows of tabs').toBe(1);
  // Whole, inside the row's scrolled part: an observer sees through the row's clipping.
  await expect(selected).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { name: 'Your account', level: 2 })).toBeInViewport();
  // The counts widen the tabs before it, which push it along the row; the row follows.
  answerCounts();
  await expect(tablist.getByRole('tab', { name: /^Support Inquiries, \d+ open$/ })).toBeVisible();
  await expect(selected).toBeInViewport({ ratio: 1 });

  // By keyboard, the first tab comes into the row's sight as it is chosen.
  await selected.focus();
  await page.keyboard.press('Home');
  await expect(tablist.getByRole('tab', { name: /^Events/ })).toBeFocused();
  await expect(tablist.getByRole('tab', { name: /^Events/ })).toBeInViewport({ ratio: 1 });

  // Chosen on a phone held sideways, and the phone turned upright: the narrower row scrolls further to
  // keep it in sight (the tabs before it, with their counts, are wider than the upright row).
  await page.setViewportSize({ width: 812, height: 375 });
  const training = tablist.getByRole('tab', { name: /^Training Sessions/ });
  await training.click();
  await expect(training).toHaveAttribute('aria-selected', 'true');
  const scrolledSideways = await tablist.evaluate((row) => row.scrollLeft);
  await page.setViewportSize({ width: 375, height: 667 });
  await expect(training).toBeInViewport({ ratio: 1 });
  expect(await tablist.evaluate((row) => row.scrollLeft), 'the row scrolled further').toBeGreaterThan(scrolledSideways);
  // And part of the next tab, which tells there are more.
  await expect(tablist.getByRole('tab', { name: /^Enquiries/ })).toBeInViewport();
  expect(await overflowingElements(page)).toEqual([]);
});

test('/admin/confirmation confirms what was done and leads back to the dashboard', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/confirmation?done=deleted');
  await expect(page.getByRole('status')).toHaveText('The item was deleted.');
  await page.getByRole('link', { name: 'Back to the Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
