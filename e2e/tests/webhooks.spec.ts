import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { logIn, selectTab } from '../support/admin';

let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => {
  receiver.close();
});

test('the admin registers a webhook, sees its secret once, and sees the delivery of a new enquiry', async ({ page, request }) => {
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  await logIn(page);
  await selectTab(page.getByRole('tab', { name: 'Webhooks' }));
  await page.getByLabel('Endpoint URL').fill(url);
  await page.getByRole('checkbox', { name: /enquiry\.created/ }).check();
  await page.getByRole('button', { name: 'Register Endpoint' }).click();
  await expect(page.getByText(/^whsec_/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Webhook endpoints table' }).getByRole('cell', { name: url, exact: true })).toBeVisible();

  const submitted = await request.post('/graphql', {
    data: {
      query: 'mutation($s: String!, $i: EnquiryInput!) { submitEnquiry(submissionId: $s, input: $i) { id } }',
      variables: { s: randomUUID(), i: { name: 'Hook Tester', email: 'hook@example.com', phone: '9123456780', enquiry: 'Sent on to the CRM?' } },
    },
  });
  const { id } = ((await submitted.json()) as { data: { submitEnquiry: { id: string } } }).data.submitEnquiry;
  await expect.poll(() => received.some(({ body }) => body.includes(id)), { timeout: 15_000 }).toBe(true);

  const deliveries = page.getByRole('region', { name: 'Webhook deliveries table' });
  const row = deliveries.getByRole('row').filter({ hasText: 'enquiry.created' }).first();
  await expect(row.getByRole('cell', { name: 'done' })).toBeVisible({ timeout: 15_000 });
  await row.getByText(/1 try, last 200/).click();
  await expect(row.getByText(/200 in \d+ ms, “thanks”/)).toBeVisible();
});
