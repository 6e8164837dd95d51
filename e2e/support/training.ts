import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { CREATE_TRAINING_SESSION_MUTATION, todayInKolkata } from '@site/schema';
import { adminGraphQL, adminToken } from './admin-api';
import { png } from './form-files';
import { gotoHydrated } from './hydrated';

/** A session today (in Kolkata), added through the admin API. */
export async function createSession(request: APIRequestContext, title: string, capacity: number): Promise<void> {
  const input = {
    title,
    description: 'Ladder logic on the PLC training kit.',
    date: todayInKolkata(),
    time: '10:00 AM - 1:00 PM',
    instructor: 'Ravi Kumar',
    capacity,
  };
  await adminGraphQL(request, await adminToken(request), CREATE_TRAINING_SESSION_MUTATION, { input });
}

/** Opens today's sessions (today in Kolkata) and returns the session's card. */
export async function openSession(page: Page, title: string): Promise<Locator> {
  await gotoHydrated(page, '/training-calendar');
  await page.locator(`button[data-date="${todayInKolkata()}"]`).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  return card;
}

export async function fillRegistration(dialog: Locator, fullName: string, workEmail = 'asha@college.example'): Promise<void> {
  await dialog.getByLabel('College Professor').check();
  await dialog.getByLabel('Full Name').fill(fullName);
  await dialog.getByLabel('Contact').fill('9876543210');
  await dialog.getByLabel('Work Email').fill(workEmail);
  await dialog.getByLabel('Organization').fill('Example Engineering College');
  await dialog.getByLabel('Employee ID').fill('EMP-204');
  await dialog.getByLabel('ID Card').setInputFiles(png('id-card.png'));
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen ID card' })).toBeVisible();
}
