import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { TestSmtpServer } from '../../gateway/src/test/test-smtp-server';
import { adminGraphQL, adminToken } from '../support/admin-api';
import { E2E_SMTP_PORT } from '../support/environment';

// The gateway started by playwright.config.ts sends to this port; here a real SMTP server listens on it.
const smtp = new TestSmtpServer();
test.beforeAll(async () => {
  await smtp.start(E2E_SMTP_PORT);
});
test.afterAll(() => smtp.stop());

const INVITE = 'mutation($input: InviteAccountInput!) { inviteAccount(input: $input) { id } }';
const ACCEPT = 'mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) }';

/** The link of the newest e-mail to `address` whose text has `path`. */
async function linkMailedTo(address: string, path: string): Promise<string> {
  const linkIn = () =>
    smtp.received
      .filter(({ envelopeTo }) => envelopeTo.includes(address))
      .map(({ mail }) => new RegExp(`http\\S+${path}#\\S+`).exec(mail.text ?? '')?.[0])
      .filter(Boolean)
      .at(-1);
  await expect.poll(linkIn, { timeout: 30_000 }).toBeTruthy();
  return linkIn()!;
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/Admin');
  await page.getByLabel('Admin ID').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('an account turns on two-factor sign-in, signs in with a code, and sets a new password through a mailed reset link once', async ({ page, request }) => {
  const email = `ravi.${Date.now()}@team.example`;
  const password = 'first long password of ravi';
  await adminGraphQL(request, await adminToken(request), INVITE, { input: { name: 'Ravi Kumar', email, role: 'SUPPORT' } });
  const invitation = await linkMailedTo(email, '/invitation');
  await adminGraphQL(request, '', ACCEPT, { token: new URL(invitation).hash.slice(1), password });

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto('/admin/dashboard?tab=account');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Recovery codes left: 10.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Admin$/);
  await signIn(page, email, password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  // The next step's code: the one used to turn it on may not be used again (replay).
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.goto('/Admin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that address');
  const reset = await linkMailedTo(email, '/Admin/reset-password');

  const newPassword = 'second long password of ravi';
  await page.goto(reset);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  await page.goto(reset);
  await page.reload();
  await page.getByLabel('New password', { exact: true }).fill('third long password of ravi');
  await page.getByLabel('New password again').fill('third long password of ravi');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is invalid, has expired or has been used.');

  await signIn(page, email, newPassword);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
});
