import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const ADMIN_READS = [
  '{ enquiryPage { total } }',
  '{ contactSubmissionPage { total } }',
  '{ supportTicketPage(category: "Maintenance") { total } }',
  '{ jobApplicationPage { total } }',
  '{ eventFeedbackPage { total } }',
  '{ presentationFeedbackPage { total } }',
  '{ eventFeedbacks { id } }',
  '{ presentationFeedbacks { id } }',
  '{ enquiriesWithoutRemark }',
  '{ contactsWithoutRemark }',
  '{ openTickets }',
  '{ pendingApplications }',
];

describe('admin pages and counts', () => {
  it.each(ADMIN_READS)('%s needs the token', async (query) => {
    const anonymous = await t.graphql(query);
    expect(anonymous.data ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const admin = await t.graphql(query, {}, await t.adminToken());
    expect(admin.errors).toBeUndefined();
  });
});
