import { randomUUID } from 'node:crypto';
import { validEnquiry, validJobApplication, validTicket } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, type TestAccount } from '../../test/accounts.js';
import { pdfBytes, zipBytes } from '../../test/file-fixtures.js';
import { graphqlWithFiles } from '../../test/multipart.js';
import { restCall } from '../../test/rest-call.js';
import { startTestServer, TEST_ADMIN_ID, type TestServer } from '../../test/test-server.js';

interface Entry {
  actor: string;
  actorId: string | null;
  action: string;
  target: string | null;
  fields: string[];
  ip: string;
  at: string;
}

const LOG = `query($actorId: ID, $action: String, $from: DateTimeISO, $to: DateTimeISO, $limit: Int) {
  auditLog(actorId: $actorId, action: $action, from: $from, to: $to, limit: $limit) { total items { actor actorId action target fields ip at } }
}`;

let t: TestServer;
let owner: string;
let support: TestAccount;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.adminToken();
  support = await signedInAccount(t, 'SUPPORT', 'engineer@example.com');
});
afterAll(() => t.close());

async function latest(action: string): Promise<Entry | undefined> {
  const result = await t.graphql<{ auditLog: { items: Entry[] } }>(LOG, { action, limit: 1 }, owner);
  expect(result.errors).toBeUndefined();
  return result.data!.auditLog.items[0];
}

async function ticketId(): Promise<string> {
  const response = await restCall(t, 'POST', '/api/support', validTicket());
  return ((await response.json()) as { ticketId: string }).ticketId;
}

describe('the audit log', () => {
  it('records a change with who, what, which record, from where, in its transaction', async () => {
    const id = await ticketId();
    const closed = await t.graphql('mutation($id: String!) { closeTicket(ticketId: $id) { ticketId } }', { id }, support.token);
    expect(closed.errors).toBeUndefined();
    expect(await latest('closeTicket')).toMatchObject({ actor: 'engineer@example.com', actorId: support.id, target: id, ip: '127.0.0.1', fields: [] });
  });

  it('names the fields an update set, never their values', async () => {
    await restCall(t, 'POST', '/api/enquiry', validEnquiry());
    const rows = await t.graphql<{ enquiries: { id: string }[] }>('{ enquiries { id } }', {}, owner);
    const id = rows.data!.enquiries[0]!.id;
    await t.graphql('mutation($id: ID!) { saveEnquiryRemark(id: $id, remark: "called back, secret detail") { id } }', { id }, owner);
    const entry = (await latest('saveEnquiryRemark'))!;
    expect(entry).toMatchObject({ actor: TEST_ADMIN_ID, target: id, fields: ['remark'] });
    expect(JSON.stringify(entry)).not.toContain('secret detail');
  });

  it('leaves no entry for a refused or failed change', async () => {
    const before = (await t.graphql<{ auditLog: { total: number } }>(LOG, {}, owner)).data!.auditLog.total;
    await t.graphql('mutation { deleteTicket(ticketId: "NO-SUCH-TICKET") }', {}, owner);
    await t.graphql('mutation { setAccountRole(id: "admin", role: SUPPORT) { id } }', {}, support.token);
    expect((await t.graphql<{ auditLog: { total: number } }>(LOG, {}, owner)).data!.auditLog.total).toBe(before);
  });

  it('records account changes, sign-in, failed sign-in and sign-out', async () => {
    const invited = await t.graphql<{ inviteAccount: { id: string } }>(
      'mutation { inviteAccount(input: { name: "New", email: "new.person@example.com", role: CAREERS }) { id } }',
      {},
      owner,
    );
    const id = invited.data!.inviteAccount.id;
    expect(await latest('inviteAccount')).toMatchObject({ target: id, fields: ['name', 'email', 'role'] });
    await t.graphql(`mutation { setAccountRole(id: "${id}", role: SUPPORT) { id } }`, {}, owner);
    expect(await latest('setAccountRole')).toMatchObject({ target: id, fields: ['role'] });
    await t.graphql(`mutation { setAccountActive(id: "${id}", active: false) { id } }`, {}, owner);
    expect(await latest('setAccountActive')).toMatchObject({ target: id, fields: ['active'] });

    const session = await signedInAccount(t, 'CAREERS', 'careers.person@example.com');
    expect(await latest('signIn')).toMatchObject({ actor: 'careers.person@example.com', actorId: session.id });
    await t.graphql('mutation { login(adminId: "careers.person@example.com", password: "not the one at all") { status } }');
    expect(await latest('signInFailed')).toMatchObject({ actor: 'careers.person@example.com', actorId: null, target: session.id });
    await t.graphql('mutation { logout }', {}, session.token);
    expect(await latest('signOut')).toMatchObject({ actorId: session.id });
  });

  it('records opening a resume, not merely listing it', async () => {
    await graphqlWithFiles(
      t,
      'mutation($id: String!, $input: JobApplicationInput!, $resume: Upload) { submitJobApplication(submissionId: $id, input: $input, resume: $resume) { id } }',
      { id: randomUUID(), input: validJobApplication() },
      { resume: { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' } },
    );
    const rows = await t.graphql<{ jobApplications: { id: string; resume: { url: string } }[] }>('{ jobApplications { id resume { url } } }', {}, owner);
    const application = rows.data!.jobApplications[0]!;
    expect(await latest('openResume')).toBeUndefined();
    expect((await fetch(`${t.url}${application.resume.url}`, { headers: { authorization: `Bearer ${owner}` } })).status).toBe(200);
    expect(await latest('openResume')).toMatchObject({ actor: TEST_ADMIN_ID, target: application.id });
  });

  it('records an upload into a download slot', async () => {
    const slots = await t.graphql<{ downloadSlots: { path: string; format: string }[] }>('{ downloadSlots { path format } }', {}, owner);
    const slot = slots.data!.downloadSlots.find((candidate) => candidate.format === 'zip')!;
    const response = await fetch(`${t.url}/api/downloads/files/${slot.path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner}` },
      body: zipBytes(),
    });
    expect(response.status).toBe(200);
    expect(await latest('uploadDownload')).toMatchObject({ target: slot.path });
  });

  it('is the Owner’s alone, filtered by person and time', async () => {
    expect((await t.graphql(LOG, {}, support.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const closed = await t.graphql('mutation($id: String!) { closeTicket(ticketId: $id) { ticketId } }', { id: await ticketId() }, support.token);
    expect(closed.errors).toBeUndefined();
    const mine = await t.graphql<{ auditLog: { items: Entry[] } }>(LOG, { actorId: support.id }, owner);
    const items = mine.data!.auditLog.items;
    // Only what the engineer did, newest first: closing tickets (here and perhaps before), after signing in.
    expect(items.every((entry) => entry.actorId === support.id)).toBe(true);
    expect(items[0]!.action).toBe('closeTicket');
    expect(items.at(-1)!.action).toBe('signIn');
    const future = await t.graphql<{ auditLog: { total: number } }>(LOG, { from: new Date(Date.now() + 60_000).toISOString() }, owner);
    expect(future.data!.auditLog.total).toBe(0);
  });
});
