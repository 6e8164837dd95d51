import { expect, type Page, test } from '@playwright/test';
import { adminGraphQL, adminToken } from '../support/admin-api';
import { png, textFile } from '../support/form-files';
import { countOperation } from '../support/graphql-requests';
import { gotoHydrated } from '../support/hydrated';
import { collectPageErrors, overflowingElements, saveScreenshot, WIDTHS } from '../support/layout-checks';

interface Ticket {
  ticketId: string;
  status: string;
  query: string;
  attachment: { name: string; url: string } | null;
}

async function openCategory(page: Page, title: string) {
  await page.getByRole('button', { name: `Raise a request for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `${title} Request` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a Maintenance request: bad input is refused on the page, good input with a PNG opens a ticket', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const sent = countOperation(page, 'submitSupportRequest');
  const issue = `Axis 3 of the articulated robot stops mid-cycle (${Date.now()})`;
  await gotoHydrated(page, '/support');
  await expect(page.getByRole('region', { name: 'Frequently Asked Questions' })).toContainText('24 to 48 hours');

  const dialog = await openCategory(page, 'Maintenance');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Please fill in all required fields.')).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await expect(dialog.getByLabel('Issue description')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Full Name').fill('Meera Iyer');
  await dialog.getByLabel('Email').fill('meera@example.com');
  await dialog.getByLabel('Contact No.').fill('9876543210');
  await dialog.getByLabel('Organization Name').fill('Example Polytechnic');
  await dialog.getByLabel('Issue description').fill(issue);
  await dialog.getByLabel('Attachment (optional)').setInputFiles(textFile('notes.txt'));
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('File must be a PDF, JPEG, or PNG.')).toBeVisible();
  expect(sent()).toBe(0);

  await dialog.getByLabel('Attachment (optional)').setInputFiles(png('fault.png'));
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  const success = dialog.getByText(/^Maintenance request submitted successfully! Your ticket number is SR-/);
  await expect(success).toBeVisible();
  const ticketId = /(SR-[A-Z0-9-]+)\.$/.exec((await success.textContent()) ?? '')?.[1];
  expect(ticketId).toBeTruthy();
  // The modal closes by itself three seconds later, and focus goes back to the card's button.
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('button', { name: 'Raise a request for Maintenance' })).toBeFocused();
  expect(sent()).toBe(1);

  // Opened again, the form starts empty.
  const again = await openCategory(page, 'Maintenance');
  await expect(again.getByLabel('Full Name')).toHaveValue('');
  await again.getByRole('button', { name: 'Close' }).click();

  const token = await adminToken(request);
  const { supportTickets } = await adminGraphQL<{ supportTickets: Ticket[] }>(
    request,
    token,
    'query Tickets($category: String!) { supportTickets(category: $category) { ticketId status query attachment { name url } } }',
    { category: 'Maintenance' },
  );
  const ticket = supportTickets.find((row) => row.ticketId === ticketId);
  expect(ticket).toMatchObject({ status: 'OPEN', query: issue, attachment: { name: 'fault.png' } });
  const file = await request.get(ticket!.attachment!.url, { headers: { authorization: `Bearer ${token}` } });
  expect(file.ok()).toBe(true);
  expect(errors).toEqual([]);
});

test('a Setup and Costing request needs no description and says its ticket number', async ({ page }) => {
  await gotoHydrated(page, '/support');
  const dialog = await openCategory(page, 'Setup and Costing');
  await expect(dialog.getByLabel('Attachment (optional)')).toHaveCount(0);
  await dialog.getByLabel('Full Name').fill('Arun Nair');
  await dialog.getByLabel('Email').fill('arun@example.com');
  await dialog.getByLabel('Contact No.').fill('9123456780');
  await dialog.getByLabel('Organization Name').fill('Example Engineering College');
  await dialog.getByLabel('Product Name (optional)').fill('Flexible Manufacturing System');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText(/^Setup and Costing request submitted successfully! Your ticket number is SR-/)).toBeVisible();
});

for (const { name, width, height } of WIDTHS) {
  test(`the support page and its modal fit ${width} px, and the modal scrolls to its button (screenshots kept)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await gotoHydrated(page, '/support');
    expect(await overflowingElements(page)).toEqual([]);
    await saveScreenshot(page, `forms-support-${name}-${width}`);

    const dialog = await openCategory(page, 'Maintenance');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('Please fill in all required fields.')).toBeInViewport();
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await saveScreenshot(page, `forms-support-modal-${name}-${width}`, { fullPage: false });
    // The modal scrolls on a small screen, down to its button.
    await dialog.getByRole('button', { name: 'Submit Request' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeInViewport();
  });
}
