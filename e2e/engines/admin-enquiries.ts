import { ADMIN_ID, ADMIN_PASSWORD } from './site-server';

const ENQUIRIES_CONTAINING = `query EnquiriesContaining($search: String) {
  enquiryPage(search: $search, limit: 200) { rows { enquiry } }
}`;

/** How many stored enquiries have exactly this text, read as an admin through the GraphQL API. */
export async function countStoredEnquiries(siteUrl: string, text: string): Promise<number> {
  const login = await fetch(`${siteUrl}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adminId: ADMIN_ID, password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${siteUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: ENQUIRIES_CONTAINING, variables: { search: text } }),
  });
  const body = (await response.json()) as { data?: { enquiryPage: { rows: { enquiry: string }[] } }; errors?: unknown[] };
  if (!body.data) throw new Error(`enquiryPage failed: ${JSON.stringify(body.errors)}`);
  return body.data.enquiryPage.rows.filter((row) => row.enquiry === text).length;
}
