import { type APIRequestContext, expect, test } from '@playwright/test';
import { TRAINING_REGISTRATIONS_QUERY, TRAINING_SESSIONS_QUERY } from '@site/schema';
import { adminGraphQL, adminToken } from '../support/admin-api';
import { logIn, selectTab } from '../support/admin';
import { png } from '../support/form-files';
import { createSession, fillRegistration, openSession } from '../support/training';
import { collectPageErrors, overflowingElements, saveScreenshot, WIDTHS } from '../support/layout-checks';
import { testWithServiceWorker } from '../support/service-worker';

// A visitor far west of India: the calendar must still match days in Asia/Kolkata.
test.use({ timezoneId: 'America/Los_Angeles' });

interface Session {
  title: string;
  registered: number;
}

async function registered(request: APIRequestContext, title: string): Promise<number | undefined> {
  const { trainingSessions } = await adminGraphQL<{ trainingSessions: Session[] }>(request, await adminToken(request), TRAINING_SESSIONS_QUERY);
  return trainingSessions.find((s) => s.title === title)?.registered;
}

test('a visitor registers for the last seat; the day then shows the session Full; the admin sees the ID card', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const title = `PLC Basics ${Date.now()}`;
  await createSession(request, title, 1);

  const card = await openSession(page, title);
  await expect(card).toContainText('Open');
  await expect(card).toContainText('Slots remaining1');
  await card.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: `Register for ${title}` });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Please fill in all required fields and upload an ID card image.')).toBeVisible();

  await fillRegistration(dialog, 'Asha Rao');
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await saveScreenshot(page, `training-register-${name}`, { fullPage: false });
  }
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`You are registered for ${title}\\. Your reference is TR-\\d{8}-\\w{4}\\.`))).toBeVisible();
  await expect(card).toContainText('Full');
  await expect(card).toContainText('Slots remaining0');
  await expect(card.getByText('This session is fully booked.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Register' })).toHaveCount(0);
  expect(await registered(request, title)).toBe(1);

  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    expect(await overflowingElements(page)).toEqual([]);
    await saveScreenshot(page, `training-calendar-${name}`);
  }
  expect(errors).toEqual([]);

  await logIn(page);
  await selectTab(page.getByRole('tab', { name: 'Training Sessions' }));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell', { name: '1', exact: true }).last()).toHaveCSS('color', 'rgb(185, 28, 28)');
  await row.getByRole('button', { name: `Registrations of ${title}` }).click();
  const registrations = page.getByRole('dialog', { name: `Registrations for ${title}` });
  const registration = registrations.getByRole('row').filter({ hasText: 'Asha Rao' });
  await expect(registration).toContainText('College Professor');
  const link = registration.getByRole('link', { name: 'View ID card of Asha Rao' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/files\/private\//);
  // The admin's cookie opens the private file; a visitor without it is refused.
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect((await request.get(href, { headers: { cookie: '' } })).status()).toBe(401);
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await saveScreenshot(page, `training-admin-registrations-${name}`, { fullPage: false });
  }
});

testWithServiceWorker('a registration made offline waits in the outbox and is delivered once on reconnecting', async ({ page, context, request }) => {
  const title = `Robot Programming ${Date.now()}`;
  await createSession(request, title, 5);
  const card = await openSession(page, title);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await card.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: `Register for ${title}` });

  await context.setOffline(true);
  await fillRegistration(dialog, 'Offline Visitor');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('saved on this device. It will be sent automatically')).toBeVisible();
  await expect(page.getByText('1 submission is saved on this device')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 submission is saved on this device')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(`Sent: Registration of Offline Visitor for ${title}.`)).toBeVisible();
  expect(await registered(request, title)).toBe(1);
  const { trainingRegistrations } = await adminGraphQL<{ trainingRegistrations: unknown[] }>(request, await adminToken(request), TRAINING_REGISTRATIONS_QUERY, {
    sessionTitle: title,
  });
  expect(trainingRegistrations).toHaveLength(1);
});

testWithServiceWorker(
  'an offline registration for a session that filled meanwhile shows the refusal in the outbox notice',
  async ({ page, context, request }) => {
    const title = `Cobot Safety ${Date.now()}`;
    await createSession(request, title, 1);
    const card = await openSession(page, title);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await card.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: `Register for ${title}` });

    await context.setOffline(true);
    await fillRegistration(dialog, 'Late Visitor');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('1 submission is saved on this device')).toBeVisible();

    // Someone else takes the last seat while this visitor is offline.
    const form = {
      sessionTitle: title,
      role: 'Working Professional',
      fullName: 'Early Bird',
      contact: '9123456780',
      workEmail: 'early@example.com',
      organization: 'Acme',
      employeeId: 'A-1',
    };
    const taken = await request.post('/api/trainingRegistrations', {
      multipart: { ...form, idCard: { name: 'card.png', mimeType: 'image/png', buffer: png('x').buffer } },
    });
    expect(taken.status()).toBe(201);

    await context.setOffline(false);
    await expect(
      page.getByRole('alert').filter({ hasText: `Registration of Late Visitor for ${title} could not be sent: This session is fully booked.` }),
    ).toBeVisible({
      timeout: 20_000,
    });
    expect(await registered(request, title)).toBe(1);
  },
);
