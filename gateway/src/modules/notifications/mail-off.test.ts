import { randomUUID } from 'node:crypto';
import { MAIL_DELIVERIES_QUERY } from '@site/schema';
import { validEnquiry } from '@site/schema/test/factories';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ NOTIFY_TO: 'team@svr.test' });
});
afterAll(() => t.close());

it('without SMTP_URL takes submissions as before and shows no e-mail status', async () => {
  const result = await t.graphql<{ submitEnquiry: { id: string } }>(
    'mutation($id: String!, $input: EnquiryInput!) { submitEnquiry(submissionId: $id, input: $input) { id } }',
    { id: randomUUID(), input: validEnquiry({ name: 'No Mail' }) },
  );
  expect(result.errors).toBeUndefined();
  const deliveries = await t.graphql<{ mailDeliveries: unknown[] }>(
    MAIL_DELIVERIES_QUERY,
    { sourceIds: [result.data!.submitEnquiry.id] },
    await t.adminToken(),
  );
  expect(deliveries.data?.mailDeliveries).toEqual([]);
  const resend = await t.graphql('mutation { resendMail(id: "1") { id } }', {}, await t.adminToken());
  expect(resend.errors?.[0]?.message).toBe('E-mail is not configured (SMTP_URL).');
});
