import { ADMIN_PAGE_MAX } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Enquiry } from '../modules/enquiries/enquiry.entity.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
let token: string;
const PAGE = `query($offset: Int, $limit: Int, $search: String) {
  enquiryPage(offset: $offset, limit: $limit, search: $search) { total rows { name enquiry } }
}`;

beforeAll(async () => {
  t = await startTestServer();
  token = await t.adminToken();
  const em = t.server.db.orm.em.fork();
  for (let i = 0; i < 250; i += 1) {
    em.create(Enquiry, {
      submissionId: `page-${i}`,
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      phone: '9876543210',
      enquiry: i % 50 === 0 ? `About 100% of the AMR_${i} range` : 'A question',
      submittedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      receivedAt: new Date(),
      remark: '',
    });
  }
  await em.flush();
});
afterAll(() => t.close());

type Page = { enquiryPage: { total: number; rows: { name: string; enquiry: string }[] } };

describe('admin list pages (enquiryPage)', () => {
  it('answers one page, newest first, with the total', async () => {
    const first = await t.graphql<Page>(PAGE, { offset: 0, limit: 20 }, token);
    expect(first.data!.enquiryPage.total).toBe(250);
    expect(first.data!.enquiryPage.rows.map((row) => row.name).slice(0, 2)).toEqual(['Visitor 249', 'Visitor 248']);
    const third = await t.graphql<Page>(PAGE, { offset: 40, limit: 20 }, token);
    expect(third.data!.enquiryPage.rows[0]!.name).toBe('Visitor 209');
    expect(third.data!.enquiryPage.rows).toHaveLength(20);
  });

  it(`never answers more than ${ADMIN_PAGE_MAX} rows at once`, async () => {
    const all = await t.graphql<Page>(PAGE, { offset: 0, limit: 100_000 }, token);
    expect(all.data!.enquiryPage.rows).toHaveLength(ADMIN_PAGE_MAX);
  });

  it('searches any column, ignoring case, and counts only the matches', async () => {
    const found = await t.graphql<Page>(PAGE, { search: 'VISITOR7@' }, token);
    expect(found.data!.enquiryPage).toEqual({ total: 1, rows: [{ name: 'Visitor 7', enquiry: 'A question' }] });
  });

  it('searches % and _ as themselves', async () => {
    const percent = await t.graphql<Page>(PAGE, { search: '100%' }, token);
    expect(percent.data!.enquiryPage.total).toBe(5);
    const underscore = await t.graphql<Page>(PAGE, { search: 'AMR_1' }, token);
    expect(underscore.data!.enquiryPage.rows.map((row) => row.enquiry)).toEqual(['About 100% of the AMR_150 range', 'About 100% of the AMR_100 range']);
  });

  it('keeps the whole list for CSV export and the REST shim', async () => {
    const whole = await t.graphql<{ enquiries: unknown[] }>('{ enquiries { id } }', {}, token);
    expect(whole.data!.enquiries).toHaveLength(250);
  });
});
