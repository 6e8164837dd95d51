import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { SupportTicket } from './support-ticket.entity.js';

const PAGE = `query($category: String!, $offset: Int, $limit: Int, $search: String) {
  supportTicketPage(category: $category, offset: $offset, limit: $limit, search: $search) { total rows { ticketId status } }
}`;
type Page = { supportTicketPage: { total: number; rows: { ticketId: string; status: string }[] } };

let t: TestServer;
let token: string;
// Inserted oldest first: a page must still put every OPEN ticket before any pending one.
const STATUSES = ['Completed', 'OPEN', 'pending', 'Escalated', 'feedbackWaiting', 'OPEN', 'pending', 'Completed'];

beforeAll(async () => {
  t = await startTestServer();
  token = await t.adminToken();
  const em = t.server.db.orm.em.fork();
  STATUSES.forEach((status, i) => {
    em.create(SupportTicket, {
      submissionId: `ticket-page-${i}`,
      ticketId: `TKT-PAGE${i}`,
      category: 'Product Details',
      status,
      fullName: `Customer ${i}`,
      email: `customer${i}@example.com`,
      contactNo: '9876543210',
      organizationName: i === 3 ? 'Kaveri Textiles' : 'ABC College',
      query: '',
      message: 'Price list, please',
      productName: 'AMR',
      receivedAt: new Date(Date.UTC(2026, 0, 1, i)),
    });
  });
  await em.flush();
});
afterAll(() => t.close());

describe('supportTicketPage', () => {
  it('cuts pages from the §9 order: OPEN, pending, feedbackWaiting, Completed, others; newest first within each', async () => {
    const first = await t.graphql<Page>(PAGE, { category: 'Product Details', offset: 0, limit: 3 }, token);
    const rest = await t.graphql<Page>(PAGE, { category: 'Product Details', offset: 3, limit: 10 }, token);
    expect(first.data!.supportTicketPage.total).toBe(8);
    expect([...first.data!.supportTicketPage.rows, ...rest.data!.supportTicketPage.rows].map((row) => `${row.status} ${row.ticketId}`)).toEqual([
      'OPEN TKT-PAGE5',
      'OPEN TKT-PAGE1',
      'pending TKT-PAGE6',
      'pending TKT-PAGE2',
      'feedbackWaiting TKT-PAGE4',
      'Completed TKT-PAGE7',
      'Completed TKT-PAGE0',
      'Escalated TKT-PAGE3',
    ]);
  });

  it('searches within the category', async () => {
    const found = await t.graphql<Page>(PAGE, { category: 'Product Details', search: 'kaveri' }, token);
    expect(found.data!.supportTicketPage).toEqual({ total: 1, rows: [{ ticketId: 'TKT-PAGE3', status: 'Escalated' }] });
    const elsewhere = await t.graphql<Page>(PAGE, { category: 'Maintenance', search: 'kaveri' }, token);
    expect(elsewhere.data!.supportTicketPage.total).toBe(0);
  });

  it('counts the OPEN tickets of every category for the dashboard', async () => {
    const waiting = await t.graphql<{ openTickets: number }>('{ openTickets }', {}, token);
    expect(waiting.data!.openTickets).toBe(2);
  });
});
