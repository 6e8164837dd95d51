import { expect, type Page } from '@playwright/test';

export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  enquiry: string;
}

export async function openQuickEnquiry(page: Page) {
  await page.getByRole('button', { name: 'Enquiry Now!!' }).click();
  const panel = page.getByRole('dialog', { name: 'Quick Enquiry' });
  await expect(panel).toBeVisible();
  return panel;
}

export async function fillQuickEnquiry(page: Page, values: EnquiryValues) {
  const panel = page.getByRole('dialog', { name: 'Quick Enquiry' });
  await panel.getByLabel('Your Name').fill(values.name);
  await panel.getByLabel('Email').fill(values.email);
  await panel.getByLabel('Phone').fill(values.phone);
  await panel.getByLabel('Your enquiry').fill(values.enquiry);
  await panel.getByRole('button', { name: 'Submit Enquiry' }).click();
  return panel;
}

/** Counts the GraphQL submissions of enquiries the page sends. */
export function countEnquirySubmissions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST' && (request.postData() ?? '').includes('submitEnquiry')) count += 1;
  });
  return () => count;
}
