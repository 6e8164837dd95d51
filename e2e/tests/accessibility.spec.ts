import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADD_EVENT_MUTATION, type AddEventResult, todayInKolkata } from '@site/schema';
import { logIn, selectTab } from '../support/admin';
import { adminGraphQL, adminToken } from '../support/admin-api';
import { accessibilityViolations } from '../support/accessibility';
import { ADMIN_PAGES, DASHBOARD_TABS, PUBLIC_PAGES } from '../support/accessibility-pages';
import { gotoHydrated } from '../support/hydrated';
import { openQuickEnquiry } from '../support/quick-enquiry';
import { createSession, openSession } from '../support/training';

// Each test makes what it checks, so the batches may share out between the workers.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
] as const;

/** Waits until what the page loads from the server is shown: no busy region, no loading note. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  await settled(page);
  expect.soft(await accessibilityViolations(page), what).toEqual([]);
}

/** Sends a form empty and waits for its messages. */
async function sendEmpty(scope: Locator, submit: string): Promise<void> {
  await scope.getByRole('button', { name: submit }).click();
  await expect(scope.locator('[aria-invalid="true"]').first()).toBeVisible();
}

test('the check names every route of the PWA', async ({ request }) => {
  const patterns = (await (await request.get('/routes.json')).json()) as string[];
  expect([...patterns].sort()).toEqual([...Object.keys(PUBLIC_PAGES), ...Object.keys(ADMIN_PAGES)].sort());
});

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    // Still pictures: a slide caught halfway through fading in would be measured at half its contrast.
    // No service worker: its precaching of the whole site would only slow every page down here.
    test.use({ viewport, contextOptions: { reducedMotion: 'reduce' }, serviceWorkers: 'block' });
    // Each test is a batch of pages, each page checked by axe (about a second apiece on two cores).
    test.describe.configure({ timeout: 180_000 });

    test('every public page and the 404 keep WCAG 2.2 AA', async ({ page }) => {
      for (const path of Object.values(PUBLIC_PAGES).flat()) {
        await gotoHydrated(page, path);
        await expectAccessible(page, path);
      }
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
      await expectAccessible(page, '404');
    });

    test('every public form showing its messages keeps WCAG 2.2 AA', async ({ page, request }) => {
      await gotoHydrated(page, '/');
      await sendEmpty(await openQuickEnquiry(page), 'Submit Enquiry');
      await expectAccessible(page, 'quick enquiry');

      await gotoHydrated(page, '/contact');
      await sendEmpty(page.getByRole('main'), 'Send Message');
      await expectAccessible(page, 'contact');

      await gotoHydrated(page, '/support');
      await page.getByRole('button', { name: 'Raise a request for Maintenance' }).click();
      await sendEmpty(page.getByRole('dialog', { name: 'Maintenance Request' }), 'Submit Request');
      await expectAccessible(page, 'support request');

      await gotoHydrated(page, '/career');
      await page.getByRole('button', { name: 'Software Development' }).click();
      await sendEmpty(page.getByRole('dialog', { name: 'Apply for Software Development' }), 'Submit Application');
      await expectAccessible(page, 'job application');

      await gotoHydrated(page, '/events');
      await sendEmpty(page.getByRole('region', { name: 'Presentation Feedback' }), 'Submit Presentation Feedback');
      await sendEmpty(page.getByRole('region', { name: 'Event Feedback' }), 'Submit Event Feedback');
      await expectAccessible(page, 'event and presentation feedback');

      const title = `Accessibility ${viewport.width} ${Date.now()}`;
      await createSession(request, title, 5);
      const card = await openSession(page, title);
      await card.getByRole('button', { name: 'Register' }).click();
      await sendEmpty(page.getByRole('dialog', { name: `Register for ${title}` }), 'Register');
      await expectAccessible(page, 'training registration');
    });

    test('the admin login and every dashboard tab keep WCAG 2.2 AA', async ({ page }) => {
      await gotoHydrated(page, '/Admin');
      await expectAccessible(page, 'login');
      await sendEmpty(page.getByRole('main'), 'Log In');
      await expectAccessible(page, 'login with its messages');

      await logIn(page);
      const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
      const seen: string[] = [];
      for (let index = 0; index < (await tabs.count()); index += 1) {
        await selectTab(tabs.nth(index));
        const key = new URL(page.url()).searchParams.get('tab') ?? '';
        seen.push(key);
        await expectAccessible(page, `dashboard tab ${key}`);
      }
      expect(seen, 'the dashboard tabs the check names').toEqual(DASHBOARD_TABS);

      await selectTab(page.getByRole('tab', { name: 'Training Sessions' }));
      await sendEmpty(page.getByRole('main'), 'Add Session');
      await expectAccessible(page, 'training session form with its messages');
    });

    test('every other admin page keeps WCAG 2.2 AA', async ({ page, request }) => {
      const { addEvent } = await adminGraphQL<AddEventResult>(request, await adminToken(request), ADD_EVENT_MUTATION, {
        input: { title: `Accessibility Expo ${Date.now()}`, date: todayInKolkata(), location: 'Pune', descriptions: ['Robots on show.'] },
      });
      await logIn(page);
      for (const [pattern, path] of Object.entries(ADMIN_PAGES)) {
        if (pattern === '/Admin' || pattern === '/admin/dashboard') continue;
        await page.goto(path.replace(':id', addEvent.id));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, pattern);
      }
      await page.goto('/admin/events/add');
      await sendEmpty(page.getByRole('main'), 'Add Event');
      await expectAccessible(page, 'event form with its messages');
    });
  });
}
