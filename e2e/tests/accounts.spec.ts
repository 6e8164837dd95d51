import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { logIn } from '../support/admin';
import { TestSmtpServer } from '../../gateway/src/test/test-smtp-server';
import { E2E_SMTP_PORT } from '../support/environment';
import { saveScreenshot } from '../support/layout-checks';
import { fileMaintenanceTicket } from '../support/support-tickets';

// The gateway started by playwright.config.ts mails to this port; the invitation is read where it arrives.
const smtp = new TestSmtpServer();
test.beforeAll(async () => {
  await smtp.start(E2E_SMTP_PORT);
});
test.afterAll(() => smtp.stop());

const ENGINEER = { name: 'Ravi Kumar', email: `ravi.${Date.now()}@example.com`, password: 'spanner torque lantern' };

async function openTab(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('the Owner invites a Support engineer, who closes a ticket; the Owner sees it in Activity and deactivates the account', async ({
  browser,
  page,
  request,
}) => {
  // Two people in two browsers: an invitation by e-mail, a password chosen, two-factor sign-in turned on
  // and used, a ticket closed; about half the default on a quiet machine.
  test.setTimeout(120_000);
  const ticketId = await fileMaintenanceTicket(request, `Gripper jaw sticks at the end of its stroke (${Date.now()})`);

  // The Owner invites; the link arrives by e-mail.
  await logIn(page);
  await openTab(page, 'Accounts');
  await page.getByLabel('Name', { exact: true }).fill(ENGINEER.name);
  await page.getByLabel('E-mail').fill(ENGINEER.email);
  await page.getByLabel('Role', { exact: true }).selectOption('SUPPORT');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${ENGINEER.name} is invited: the link to choose a password is on its way by e-mail.` }),
  ).toBeVisible();
  const invitation = () => smtp.received.find(({ envelopeTo }) => envelopeTo.includes(ENGINEER.email));
  await expect.poll(invitation, { timeout: 30_000 }).toBeTruthy();
  const link = /http:\S+\/invitation#[\w-]+/.exec(invitation()!.mail.text ?? '')![0];

  // The engineer, in a browser of their own, chooses a password and signs in.
  const engineerContext = await browser.newContext();
  const engineer = await engineerContext.newPage();
  await engineer.goto(link);
  await expect(engineer.getByText(`Welcome, ${ENGINEER.name}`)).toBeVisible();
  await engineer.getByLabel('Password', { exact: true }).fill('password1234');
  await engineer.getByLabel('Password again').fill('password1234');
  await engineer.getByRole('button', { name: 'Set Password' }).click();
  await expect(engineer.getByText('This password is one of the most common ones. Please choose another.')).toBeVisible();
  await engineer.getByLabel('Password', { exact: true }).fill(ENGINEER.password);
  await engineer.getByLabel('Password again').fill(ENGINEER.password);
  await engineer.getByRole('button', { name: 'Set Password' }).click();
  await engineer.getByRole('link', { name: 'Sign In' }).click();
  await engineer.getByLabel('Admin ID').fill(ENGINEER.email);
  await engineer.getByLabel('Password').fill(ENGINEER.password);
  await engineer.getByRole('button', { name: 'Log In' }).click();
  await expect(engineer).toHaveURL(/\/admin\/dashboard/);

  // Only Support Inquiries, Feedback and their own account; another tab's link says it is outside the role.
  await expect(engineer.getByRole('tab')).toHaveText([/^Support Inquiries/, 'Feedback', 'Your account']);

  // The engineer turns on two-factor sign-in with an app (here the same TOTP library computes the code).
  await engineer.goto('/admin/dashboard?tab=account');
  await engineer.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = ((await engineer.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
  await engineer.getByLabel('Code from the app').fill(await generate({ secret }));
  await engineer.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(engineer.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await engineer.getByRole('button', { name: 'I have saved them' }).click();
  await expect(engineer.getByText('Recovery codes left: 10.')).toBeVisible();
  await engineer.goto('/admin/dashboard?tab=jobs');
  await expect(engineer.getByRole('alert')).toHaveText('Your role (Support) may not open Job Applications. Ask an Owner if you need it.');
  await engineer.goto('/admin/dashboard?tab=support');
  await engineer.getByRole('searchbox', { name: 'Search Maintenance tickets' }).fill(ticketId);
  const row = engineer.getByRole('row').filter({ hasText: ticketId });
  await row.getByRole('button', { name: `Close ${ticketId}` }).click();
  await expect(engineer.getByRole('status').filter({ hasText: 'Ticket closed successfully!' })).toBeVisible();
  await saveScreenshot(engineer, 'accounts-support-engineer');

  // The Owner sees the close in Activity, then deactivates the engineer.
  await page.goto('/admin/dashboard?tab=activity');
  await page.getByLabel('Action').selectOption('closeTicket');
  const entry = page.getByRole('row').filter({ hasText: ticketId });
  await expect(entry).toContainText(ENGINEER.email);
  await expect(entry).toContainText('closeTicket');
  await page.goto('/admin/dashboard?tab=accounts');
  // Other specs in the same run invite people of the same name, so the row is found by the e-mail.
  const engineerRow = page.getByRole('row').filter({ hasText: ENGINEER.email });
  await engineerRow.getByRole('button', { name: `Deactivate ${ENGINEER.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${ENGINEER.name} is deactivated and signed out everywhere.` })).toBeVisible();

  // The engineer's open dashboard is signed out at its next action.
  await engineer.getByRole('tab', { name: 'Feedback' }).click();
  await expect(engineer.getByRole('alert')).toHaveText('Authentication token not found. Please log in again.');
  await expect(engineer.getByRole('link', { name: 'Log In' })).toBeVisible();
  await engineerContext.close();
});
