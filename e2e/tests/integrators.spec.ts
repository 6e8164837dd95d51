import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility';

test('the GraphQL explorer runs a public read and shows the schema’s descriptions, with nothing from elsewhere', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/graphql');
  // Run once the explorer has loaded the schema (its documentation button works only then).
  await expect(page.locator('.graphiql-query-editor')).toContainText('jobRoles');
  await expect(page.getByRole('button', { name: /re-fetch graphql schema/i })).toBeEnabled();
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText('"jobRoles"');

  await page.getByRole('button', { name: /show documentation explorer/i }).click();
  await page.getByRole('link', { name: 'Query' }).click();
  await page.getByRole('link', { name: 'jobRoles', exact: true }).click();
  await page.getByRole('link', { name: 'JobRole', exact: true }).click();
  await expect(page.getByText('Whether the role takes applications now.')).toBeVisible();

  expect([...origins]).toEqual([new URL(baseURL!).origin]);
  expect(errors).toEqual([]);
});

test('the API reference lists every call and keeps WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Site API', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'GET /api/jobRoles' }).click();
  await expect(page.getByRole('heading', { name: 'GET /api/jobRoles' })).toBeInViewport();
  expect(await accessibilityViolations(page)).toEqual([]);
});
