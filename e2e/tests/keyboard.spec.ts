import { type APIRequestContext, expect, test } from '@playwright/test';
import { ROBOANALYZER_SETUP } from '@site/schema';
import { pdf } from '../support/form-files';
import { gotoHydrated } from '../support/hydrated';
import { logIn } from '../support/admin';
import { tabTo } from '../support/keyboard';

// Without smooth scrolling, the focused element is where it ends up as soon as focus moves.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Sends a job application for Robotics Engineer in `name`, as the careers page would. */
async function apply(request: APIRequestContext, name: string): Promise<void> {
  const response = await request.post('/api/jobApplications', {
    multipart: {
      name,
      email: `applicant.${Date.now()}@example.com`,
      phone: '9876543210',
      category: 'Robotics Engineer',
      coverLetter: 'I test with the keyboard.',
      submittedAt: new Date().toISOString(),
      resume: pdf('resume.pdf'),
    },
  });
  expect(response.ok()).toBe(true);
}

test('the contact form is filled in and sent with the keyboard alone, its focus always in sight', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skip, { most: 1 });
  await page.keyboard.press('Enter');

  const form = page.getByRole('main');
  await tabTo(page, form.getByLabel('Your Name'));
  await page.keyboard.type('Meera Iyer');
  await tabTo(page, form.getByLabel('Email'), { most: 1 });
  await page.keyboard.type('meera@example.com');
  await tabTo(page, form.getByLabel('Mobile (optional)'), { most: 1 });
  await page.keyboard.type('9876543210');
  await tabTo(page, form.getByLabel('Message'), { most: 1 });
  await page.keyboard.type('Please call me about the SCARA robot.');
  await tabTo(page, form.getByRole('button', { name: 'Send Message' }), { most: 1 });
  await page.keyboard.press('Enter');
  await expect(form.getByText('Thank you! Your inquiry has been submitted successfully.')).toBeVisible();
});

test('an admin accepts an application with the keyboard alone, the focus always in sight', async ({ page, request }) => {
  const name = `Keyboard Applicant ${Date.now()}`;
  await apply(request, name);

  await logIn(page);
  // The selected tab is the tablist's one stop; arrows move between tabs.
  await tabTo(page, page.getByRole('tab', { name: 'Events' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Job Applications/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=jobs$/);

  // A visitor reads the tab before moving on; focus on a loading row would go with it.
  const search = page.getByRole('searchbox', { name: /Search/ });
  await expect(search).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await tabTo(page, search);
  await page.keyboard.type(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: `Accept ${name}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Application accepted!' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('accepted');
});

test("a row's buttons stay where they are when its e-mail statuses arrive, so the focused one stays in sight", async ({ page, request }) => {
  const name = `Steady Applicant ${Date.now()}`;
  await apply(request, name);
  // The table asks for its rows' e-mail statuses after the rows themselves; here they wait for a go.
  let answerStatuses!: () => void;
  const go = new Promise<void>((resolve) => (answerStatuses = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('mailDeliveries')) await go;
    await route.continue();
  });

  await logIn(page);
  await page.goto('/admin/dashboard?tab=jobs');
  await page.getByRole('searchbox', { name: /Search/ }).fill(name);
  const table = page.getByRole('region', { name: 'Job Applications table' });
  const row = table.getByRole('row').filter({ hasText: name });
  const accept = row.getByRole('button', { name: `Accept ${name}` });
  // Where the button sits in its row, both read in one frame: the rest of the dashboard may still
  // be loading above, and the page scroll with it.
  const placeInRow = () =>
    accept.evaluate((button) => {
      const [own, inRow] = [button.getBoundingClientRect(), button.closest('tr')!.getBoundingClientRect()];
      return { x: own.x - inRow.x, y: own.y - inRow.y };
    });
  // The search goes to the server after a pause; until it answers, the newest rows (this one among
  // them) are all shown, and the columns take new widths when the others go. The count of matches
  // says it has answered: two rows are also the header and the loading row, before any answer.
  await expect(page.getByText('1–1 of 1 applications')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toHaveCount(1);
  const before = await placeInRow();
  answerStatuses();
  await expect(row).toContainText('Team:');
  expect(await placeInRow()).toEqual(before);
});

test("an admin reaches the Downloads tab's drop zone and a slot's upload with the keyboard alone", async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/dashboard?tab=downloads');
  // The session check comes before the tab's loading, so 'Loading…' is not yet there at first: the
  // slots shown are what says the tab has loaded, and focus on the page before then would go with it.
  const upload = page.getByRole('button', { name: `Upload ${ROBOANALYZER_SETUP.label}` });
  await expect(upload).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await tabTo(page, page.getByLabel('Upload several files'));
  // Waiting for the chooser turns on Chromium's interception of it, in a call that runs beside the next
  // one: a key pressed at once can open the chooser before that, and then no event comes. The presses
  // of Tab give the interception its time.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, upload);
  await page.keyboard.press('Enter');
  expect((await chooser).isMultiple()).toBe(false);
});

// A phone sideways and a small phone upright: the floating button takes a large share of the window.
for (const viewport of [
  { width: 812, height: 375 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width} × ${viewport.height} the floating Enquiry Now!! button leaves what the focus moves to in sight`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/training-calendar', '/contact']) {
      await gotoHydrated(page, path);
      const toggle = page.getByRole('button', { name: 'Enquiry Now!!' });
      const covered: string[] = [];
      let reached = false;
      for (let presses = 0; presses < 100 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await toggle.evaluate((button) => button === document.activeElement);
        const overlap = await toggle.evaluate((button) => {
          const focused = document.activeElement;
          if (!(focused instanceof HTMLElement) || focused === button || focused === document.body) return null;
          const a = focused.getBoundingClientRect();
          const b = button.getBoundingClientRect();
          const covered =
            (Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))) /
            (a.width * a.height);
          // A control of one line not at all; a text area taller than the free band may lose a corner, not its lines.
          const covers = covered > (a.height > 48 ? 0.25 : 0);
          return covers ? `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 30)}"` : null;
        });
        if (overlap) covered.push(overlap);
      }
      expect(reached, `Tab reaches the floating button on ${path}`).toBe(true);
      expect(covered, path).toEqual([]);
    }
  });
}
