import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/admin';
import { E2E_ADMIN_ID, E2E_ADMIN_PASSWORD } from '../support/environment';
import { pdf, png, textFile } from '../support/form-files';
import { overflowingElements, saveScreenshot, WIDTHS } from '../support/layout-checks';
import { controlledByServiceWorker, testWithServiceWorker } from '../support/service-worker';

const TITLE = `Robotics Expo ${Date.now()}`;

/** The first day of the month two months after this one (in Kolkata), and that month's heading. */
function eventDay(): { date: string; endDate: string; heading: string } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + 2, 1));
  const iso = (day: number) => new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day)).toISOString().slice(0, 10);
  return { date: iso(1), endDate: iso(3), heading: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(first) };
}

const DAY = eventDay();

async function imagesLoaded(page: Page, card: ReturnType<Page['getByRole']>): Promise<void> {
  await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test('the admin events page without a session leads to the login, and back after it', async ({ page }) => {
  await page.goto('/admin/events');
  await expect(page).toHaveURL(/\/Admin\?next=%2Fadmin%2Fevents$/);
  await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
  await page.getByLabel('Admin ID').fill(E2E_ADMIN_ID);
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
});

test('an admin adds an event with two images and a brochure from the dashboard', async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const form = page.getByRole('form', { name: 'Add Event' });

  // The shared rules run before anything is sent.
  await form.getByRole('button', { name: 'Add Event' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await form.getByLabel('Brochure (PDF)').setInputFiles(textFile('notes.pdf'));
  await expect(form.getByText('Brochure must be a PDF file.')).toBeVisible();

  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Date', { exact: true }).fill(DAY.date);
  await form.getByLabel('End date (optional)').fill(DAY.endDate);
  await form.getByLabel('Location').fill('Pune Expo Centre');
  await form.getByRole('textbox', { name: 'Description (required)' }).fill('Live demonstrations of our robots.');
  await form.getByRole('button', { name: 'Add another description' }).click();
  await form.getByRole('textbox', { name: 'Description 2' }).fill('Workshops for students every afternoon.');
  await form.getByLabel('Images (up to 5)').setInputFiles([png('stage.png'), png('booth.png')]);
  await expect(form.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
  await form.getByLabel('Brochure (PDF)').setInputFiles(pdf('expo-brochure.pdf'));
  await expect(form.getByText('Brochure must be a PDF file.')).toBeHidden();
  await form.getByLabel('Meeting link (optional)').fill('https://meet.example.com/expo');
  await form.getByLabel('Registration link (optional)').fill('https://example.com/register');
  await saveScreenshot(page, 'events-admin-form-desktop');
  await form.getByRole('button', { name: 'Add Event' }).click();

  await expect(page.getByText('Event added successfully!')).toBeVisible();
  // The form closes 1.5 s later and the list shows the new event.
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
});

test('a visitor sees the event on /updates and in its month on /calendar', async ({ page }) => {
  await page.goto('/updates');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Events' })).toBeVisible();
  const card = page.getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pune Expo Centre')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText(['Live demonstrations of our robots.', 'Workshops for students every afternoon.']);
  await expect(card.getByRole('link', { name: 'Register' })).toHaveAttribute('href', 'https://example.com/register');
  await expect(card.getByRole('link', { name: 'Join Meeting' })).toHaveAttribute('href', 'https://meet.example.com/expo');
  const brochure = await page.request.get((await card.getByRole('link', { name: 'Download Brochure' }).getAttribute('href'))!);
  expect(brochure.headers()['content-type']).toBe('application/pdf');
  const ics = await page.request.get((await card.getByRole('link', { name: `Add to calendar, ${TITLE}` }).getAttribute('href'))!);
  expect(await ics.text()).toContain(`SUMMARY:${TITLE}`);
  await imagesLoaded(page, card);
  await page.getByRole('button', { name: 'Refresh Events' }).click();
  await expect(card).toBeVisible();

  await page.goto('/calendar');
  await expect(page.getByRole('button', { name: 'Month View' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: DAY.heading })).toBeVisible();
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByText(/^No events scheduled for \w+ \d{4}$/)).toBeVisible();
  await page.getByRole('button', { name: "Today's Events" }).click();
  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
});

testWithServiceWorker('after one visit, /updates and /calendar show the last events offline, with their images', async ({ page, context }) => {
  await page.goto('/updates');
  // Loaded under the worker's control, the images are cached for offline.
  await controlledByServiceWorker(page);
  await imagesLoaded(page, page.getByRole('article', { name: TITLE }));
  await page.goto('/calendar');
  await expect(page.getByRole('button', { name: 'Month View' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/updates');
  await expect(page.getByText(/they may be out of date/)).toBeVisible();
  const card = page.getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();
  await imagesLoaded(page, card);

  await page.goto('/calendar');
  await expect(page.getByText(/they may be out of date/)).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
  await context.setOffline(false);
});

for (const { name, width, height } of WIDTHS) {
  test(`/updates, /calendar and the admin list fit ${width} px (screenshots kept)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/updates');
    await imagesLoaded(page, page.getByRole('article', { name: TITLE }));
    expect(await overflowingElements(page)).toEqual([]);
    await saveScreenshot(page, `events-updates-${name}-${width}`);
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
    expect(await overflowingElements(page)).toEqual([]);
    await saveScreenshot(page, `events-calendar-${name}-${width}`);
    await logIn(page);
    await expect(page.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
    expect(await overflowingElements(page)).toEqual([]);
    await saveScreenshot(page, `events-admin-list-${name}-${width}`);
  });
}

test('the admin updates the event with its title locked, then deletes it with its files', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/events');
  await page.getByRole('button', { name: `Update ${TITLE}` }).click();
  await expect(page).toHaveURL(/\/admin\/events\/edit\/[0-9a-f-]{36}$/);
  const form = page.getByRole('form', { name: 'Update Event' });
  await expect(form.getByLabel('Title')).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Title')).toHaveValue(TITLE);
  await expect(form.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
  await form.getByRole('button', { name: 'Remove image booth.png' }).click();
  await form.getByRole('button', { name: 'Remove description 2' }).click();
  await form.getByLabel('Location').fill('Mumbai Exhibition Hall');
  await form.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Event updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events$/);
  const row = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(row).toContainText('Mumbai Exhibition Hall');

  const [event] = ((await (await page.request.get('/api/events')).json()) as { title: string; images: { url: string }[]; brochure: { url: string } }[]).filter(
    (item) => item.title === TITLE,
  );
  expect(event!.images).toHaveLength(1);

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete ${TITLE}` }).click();
  await expect(page.getByText('Event deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: TITLE })).toHaveCount(0);
  expect((await page.request.get(event!.images[0]!.url)).status()).toBe(404);
  expect((await page.request.get(event!.brochure.url)).status()).toBe(404);
});
