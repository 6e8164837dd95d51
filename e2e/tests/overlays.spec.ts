import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn, selectTab } from '../support/admin';
import { png } from '../support/form-files';
import { gotoHydrated } from '../support/hydrated';
import { OVERLAY_VIEWPORTS, unreachableControls } from '../support/overlay-checks';
import { openQuickEnquiry } from '../support/quick-enquiry';
import { createSession, openSession } from '../support/training';

/**
 * Opens the overlay at each screen size on the same page (reopening it each time, as a visitor
 * would) and checks that every heading and control in it can be tapped.
 */
async function expectTappableEverywhere(page: Page, open: () => Promise<Locator>): Promise<void> {
  for (const { name, width, height } of OVERLAY_VIEWPORTS) {
    await page.setViewportSize({ width, height });
    const overlay = await open();
    await expect(overlay).toBeVisible();
    expect.soft(await unreachableControls(overlay), name).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  }
}

async function registerForSession(page: Page, title: string): Promise<void> {
  const response = await page.request.post('/api/trainingRegistrations', {
    multipart: {
      sessionTitle: title,
      role: 'College Professor',
      fullName: 'Asha Rao',
      contact: '9876543210',
      workEmail: 'asha@college.example',
      organization: 'Example Engineering College',
      employeeId: 'EMP-204',
      idCard: png('id-card.png'),
    },
  });
  expect(response.status()).toBe(201);
}

test('the quick enquiry panel', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expectTappableEverywhere(page, () => openQuickEnquiry(page));
});

test("the downloads' manuals", async ({ page }) => {
  await gotoHydrated(page, '/downloads');
  await expectTappableEverywhere(page, async () => {
    await page.getByRole('button', { name: 'User Manual' }).click();
    return page.getByRole('dialog', { name: 'User Manual' });
  });
});

test("careers' application", async ({ page }) => {
  await gotoHydrated(page, '/career');
  await expectTappableEverywhere(page, async () => {
    await page.getByRole('button', { name: 'Software Development' }).click();
    return page.getByRole('dialog', { name: 'Apply for Software Development' });
  });
});

test("support's request form", async ({ page }) => {
  await gotoHydrated(page, '/support');
  await expectTappableEverywhere(page, async () => {
    await page.getByRole('button', { name: 'Raise a request for Maintenance' }).click();
    return page.getByRole('dialog', { name: 'Maintenance Request' });
  });
});

test('training registration', async ({ page, request }) => {
  const title = `Overlay Check ${Date.now()}`;
  await createSession(request, title, 5);
  const card = await openSession(page, title);
  await expectTappableEverywhere(page, async () => {
    await card.getByRole('button', { name: 'Register' }).click();
    return page.getByRole('dialog', { name: `Register for ${title}` });
  });
});

test('the event image zoom', async ({ page }) => {
  await gotoHydrated(page, '/events');
  await expectTappableEverywhere(page, async () => {
    await page.getByRole('button', { name: 'Enlarge: ROC-2024 participants at work' }).click();
    return page.getByRole('dialog', { name: 'ROC-2024 participants at work' });
  });
});

test("the dashboard's registrations modal", async ({ page, request }) => {
  const title = `Overlay Registrations ${Date.now()}`;
  await createSession(request, title, 5);
  await registerForSession(page, title);
  await logIn(page);
  await selectTab(page.getByRole('tab', { name: 'Training Sessions' }));
  await expectTappableEverywhere(page, async () => {
    await page.getByRole('button', { name: `Registrations of ${title}` }).click();
    const modal = page.getByRole('dialog', { name: `Registrations for ${title}` });
    await expect(modal.getByText('1 registered')).toBeVisible();
    return modal;
  });
});
