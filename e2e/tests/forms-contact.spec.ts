import { expect, test } from '@playwright/test';
import { adminGraphQL, adminToken } from '../support/admin-api';
import { countOperation } from '../support/graphql-requests';
import { gotoHydrated } from '../support/hydrated';
import { collectPageErrors, overflowingElements, saveScreenshot, WIDTHS } from '../support/layout-checks';

const THANKS = 'Thank you! Your inquiry has been submitted successfully. We will get back to you soon.';

test('Get In Touch shows the messages for bad input and sends nothing, then sends good input once', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const sent = countOperation(page, 'submitContact');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const marker = `Please quote a robotics lab for 30 students (${Date.now()})`;
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('region', { name: 'Get In Touch' });

  await form.getByLabel('Email').fill('meera@');
  await form.getByLabel('Mobile (optional)').fill('12345');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Phone must be 10 digits (optional country code allowed).')).toBeVisible();
  await expect(form.getByText('Please enter your message.')).toBeVisible();
  await expect(form.getByLabel('Your Name')).toBeFocused();
  expect(sent()).toBe(0);

  await form.getByLabel('Your Name').fill('Meera Iyer');
  await form.getByLabel('Email').fill('meera@example.com');
  await form.getByLabel('Mobile (optional)').fill('+91 9876543210');
  await form.getByLabel('Message').fill(marker);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(THANKS)).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByText('Please enter your name.')).toHaveCount(0);
  // The thanks clear themselves after three seconds.
  await expect(form.getByText(THANKS)).toBeHidden({ timeout: 5_000 });
  expect(sent()).toBe(1);

  const token = await adminToken(request);
  const { contactSubmissions } = await adminGraphQL<{ contactSubmissions: { name: string; mobile: string; message: string }[] }>(
    request,
    token,
    'query { contactSubmissions { name mobile message } }',
  );
  expect(contactSubmissions.filter((row) => row.message === marker)).toEqual([{ name: 'Meera Iyer', mobile: '+91 9876543210', message: marker }]);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

for (const { name, width, height } of WIDTHS) {
  test(`Get In Touch fits ${width} px, with its messages (screenshot kept)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('region', { name: 'Get In Touch' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter your message.')).toBeVisible();
    expect(await overflowingElements(page)).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `forms-contact-${name}-${width}`, { fullPage: false });
  });
}
