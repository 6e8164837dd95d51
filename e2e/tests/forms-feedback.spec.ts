import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { adminGraphQL, adminToken } from '../support/admin-api';
import { SCREENSHOT_DIR } from '../support/environment';
import { countOperation } from '../support/graphql-requests';
import { gotoHydrated } from '../support/hydrated';
import { collectPageErrors, overflowingElements, WIDTHS } from '../support/layout-checks';
import { testWithServiceWorker } from '../support/service-worker';

async function answerQuestions(form: Locator, rating: string) {
  const rate = form.getByRole('group', { name: /How would you rate/ });
  await rate.getByRole('radio', { name: rating }).check();
  const answers = form.getByRole('group', { name: 'Your feedback' }).getByRole('textbox');
  await expect(answers).toHaveCount(4);
  for (let i = 0; i < 4; i += 1) await answers.nth(i).fill(`Answer ${i + 2}`);
}

test('presentation feedback: only the five questions are required; it is sent with the presentator', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const sent = countOperation(page, 'submitPresentationFeedback');
  const presentator = `Nikhil Patil ${Date.now()}`;
  await gotoHydrated(page, '/events');
  const section = page.getByRole('region', { name: 'Presentation Feedback' });

  await section.getByRole('button', { name: 'Submit Presentation Feedback' }).click();
  await expect(section.getByText('Please fill in this field.')).toHaveCount(5);
  await expect(section.getByRole('radio', { name: 'Excellent' })).toBeFocused();
  expect(sent()).toBe(0);

  await section.getByLabel('Event').selectOption('NAFED 2025');
  await section.getByLabel("Presentator's name").fill(presentator);
  await section.getByLabel("Presentator's mobile").fill('9876543210');
  await answerQuestions(section, 'Excellent');
  await section.getByRole('button', { name: 'Submit Presentation Feedback' }).click();
  await expect(section.getByText('Thank you! Your feedback has been submitted.')).toBeVisible();
  await expect(section.getByLabel("Presentator's name")).toHaveValue('');
  await expect(section.getByLabel('Event')).toHaveValue('NAFED 2025');
  expect(sent()).toBe(1);

  const token = await adminToken(request);
  const { presentationFeedbacks } = await adminGraphQL<{ presentationFeedbacks: Record<string, string>[] }>(
    request,
    token,
    'query { presentationFeedbacks { eventTitle presentatorName presentatorMobile question1 question5 } }',
  );
  expect(presentationFeedbacks.filter((row) => row.presentatorName === presentator)).toEqual([
    { eventTitle: 'NAFED 2025', presentatorName: presentator, presentatorMobile: '9876543210', question1: 'Excellent', question5: 'Answer 5' },
  ]);
  expect(errors).toEqual([]);
});

testWithServiceWorker(
  'event feedback filled offline at an expo is saved, the form cleared, then delivered exactly once',
  async ({ page, context, request }) => {
    const student = `Priya Deshmukh ${Date.now()}`;
    await gotoHydrated(page, '/events');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const section = page.getByRole('region', { name: 'Event Feedback' });

    await section.getByRole('button', { name: 'Submit Event Feedback' }).click();
    await expect(section.getByText('Please fill in this field.')).toHaveCount(9);

    await context.setOffline(true);
    await section.getByLabel('Student name').fill(student);
    await section.getByLabel('Email', { exact: true }).fill('priya@example.com');
    await section.getByLabel('Mobile', { exact: true }).fill('9876501234');
    await section.getByLabel('College name').fill('Example Institute of Technology');
    await answerQuestions(section, 'Good');
    await section.getByRole('button', { name: 'Submit Event Feedback' }).click();

    await expect(section.getByText(/You are offline, so this was saved on this device\..*The form is clear for the next person\./)).toBeVisible();
    await expect(section.getByLabel('Student name')).toHaveValue('');
    await expect(section.getByRole('radio', { name: 'Good' })).not.toBeChecked();
    await expect(page.getByText('1 submission is saved on this device')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(`Sent: Event feedback from ${student}.`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('1 submission is saved on this device')).toBeHidden();

    const token = await adminToken(request);
    const { eventFeedbacks } = await adminGraphQL<{ eventFeedbacks: Record<string, string>[] }>(
      request,
      token,
      'query { eventFeedbacks { studentName collegeName question1 question2 } }',
    );
    expect(eventFeedbacks.filter((row) => row.studentName === student)).toEqual([
      { studentName: student, collegeName: 'Example Institute of Technology', question1: 'Good', question2: 'Answer 2' },
    ]);
  },
);

for (const { name, width, height } of WIDTHS) {
  test(`the feedback forms fit ${width} px (screenshots kept)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await gotoHydrated(page, '/events');
    const section = page.getByRole('region', { name: 'Presentation Feedback' });
    await section.getByRole('button', { name: 'Submit Presentation Feedback' }).click();
    await expect(section.getByText('Please fill in this field.')).toHaveCount(5);
    expect(await overflowingElements(page)).toEqual([]);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await section.screenshot({ path: join(SCREENSHOT_DIR, `forms-feedback-presentation-${name}-${width}.png`) });
    await page.getByRole('region', { name: 'Event Feedback' }).screenshot({ path: join(SCREENSHOT_DIR, `forms-feedback-event-${name}-${width}.png`) });
  });
}
