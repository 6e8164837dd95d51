import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';
import { saveScreenshot } from '../support/layout-checks';
import { countEnquirySubmissions, fillQuickEnquiry, openQuickEnquiry } from '../support/quick-enquiry';

test('the quick enquiry shows every message for bad input, sends nothing, then accepts good input', async ({ page }) => {
  const submissions = countEnquirySubmissions(page);
  await gotoHydrated(page, '/');
  const panel = await openQuickEnquiry(page);
  await expect(panel.getByLabel('Phone')).toHaveAttribute('placeholder', '+91 9876543210');

  await fillQuickEnquiry(page, { name: 'R2', email: 'not-an-email', phone: '12345', enquiry: 'hey' });
  await expect(panel.getByText('Name must contain only letters (2–50 characters).')).toBeVisible();
  await expect(panel.getByText('Enter a valid email address.')).toBeVisible();
  await expect(panel.getByText('Phone must be 10 digits (optional country code allowed).')).toBeVisible();
  await expect(panel.getByText('Enquiry must be at least 5 characters long.')).toBeVisible();
  expect(submissions()).toBe(0);

  await fillQuickEnquiry(page, { name: 'Kavya Menon', email: 'kavya@example.com', phone: '+91 9876543210', enquiry: 'Please share the cobot price list.' });
  await expect(panel.getByText('✅ Enquiry submitted successfully!')).toBeVisible();
  await expect(panel.getByText('Enter a valid email address.')).toHaveCount(0);
  await expect(panel.getByLabel('Your Name')).toHaveValue('');
  expect(submissions()).toBe(1);
  // The panel closes by itself three seconds after success.
  await expect(panel).toBeHidden({ timeout: 5_000 });

  // Opening it again starts clean: no old message.
  await openQuickEnquiry(page);
  await expect(page.getByText('✅ Enquiry submitted successfully!')).toHaveCount(0);
});

test('an unknown path shows 404 Not Found', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 812, height: 375 },
]) {
  test(`on a ${viewport.width} × ${viewport.height} screen the panel opens below the top bar, scrolls inside itself and is run by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Enquiry Now!!' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Quick Enquiry' });
    const close = panel.getByRole('button', { name: 'Close quick enquiry' });
    await expect(close).toBeFocused();
    const bar = await page.getByRole('banner').boundingBox();
    const heading = await panel.getByRole('heading', { name: 'Quick Enquiry' }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    await saveScreenshot(page, `quick-enquiry-${viewport.width}x${viewport.height}`, { fullPage: false });

    const submit = panel.getByRole('button', { name: 'Submit Enquiry' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    await expect(panel.getByRole('heading', { name: 'Quick Enquiry' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
}
