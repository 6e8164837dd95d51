import { expect, test } from '@playwright/test';
import { TestSmtpServer } from '../../gateway/src/test/test-smtp-server';
import { logIn } from '../support/admin';
import { E2E_PORT, E2E_SMTP_PORT } from '../support/environment';
import { createSession, fillRegistration, openSession } from '../support/training';

// The gateway started by playwright.config.ts sends to this port; here a real SMTP server listens on it.
const smtp = new TestSmtpServer();
test.beforeAll(async () => {
  await smtp.start(E2E_SMTP_PORT);
});
test.afterAll(() => smtp.stop());

test('a visitor registers for a training session; the confirmation with its .ics reaches their inbox and the team’s link opens the Training tab', async ({
  page,
  request,
}) => {
  const title = `Cobot Safety ${Date.now()}`;
  const workEmail = `neha.${Date.now()}@college.example`;
  await createSession(request, title, 5);

  const card = await openSession(page, title);
  await card.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: `Register for ${title}` });
  await fillRegistration(dialog, 'Neha Singh', workEmail);
  await dialog.getByRole('button', { name: 'Register' }).click();
  const thanks = page.getByText(/Your reference is (TR-\d{8}-\w{4})\./);
  await expect(thanks).toBeVisible();
  const reference = /TR-\d{8}-\w{4}/.exec((await thanks.textContent()) ?? '')![0];

  const mailTo = (address: string) => smtp.received.find(({ envelopeTo, mail }) => envelopeTo.includes(address) && mail.subject?.includes(reference));
  await expect.poll(() => mailTo(workEmail), { timeout: 30_000 }).toBeTruthy();
  const confirmation = mailTo(workEmail)!.mail;
  expect(confirmation.subject).toBe(`Training registration ${reference}: ${title}`);
  expect(confirmation.text).toContain(`Reference: ${reference}`);
  expect(confirmation.text).toContain('Time: 10:00 AM - 1:00 PM');
  const ics = confirmation.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
  expect(ics?.contentType).toBe('text/calendar');
  expect(ics?.content.toString()).toContain(`SUMMARY:${title}`);

  await expect.poll(() => mailTo('team@e2e.example'), { timeout: 30_000 }).toBeTruthy();
  const link = /http:\S+\/admin\/dashboard\?tab=training/.exec(mailTo('team@e2e.example')!.mail.text ?? '')?.[0];
  expect(link).toBe(`http://127.0.0.1:${E2E_PORT}/admin/dashboard?tab=training`);

  await logIn(page);
  await page.goto(link!);
  await expect(page.getByRole('tab', { name: 'Training Sessions' })).toHaveAttribute('aria-selected', 'true');
});
