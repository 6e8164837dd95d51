import { END_SESSION_MUTATION, MY_SESSIONS_QUERY } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../../access/audit-entry.entity.js';
import { signedInAccount, TEST_ACCOUNT_PASSWORD } from '../../test/accounts.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { deviceOf } from './sessions.service.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface SessionRow {
  id: string;
  device: string;
  ip: string;
  current: boolean;
  lastUsedAt: string;
}

async function signInFrom(email: string, userAgent: string): Promise<string> {
  const response = await fetch(`${t.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ adminId: email, password: TEST_ACCOUNT_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe("one's own sessions", () => {
  it('names the device from the user agent', () => {
    expect(deviceOf(CHROME_LINUX)).toBe('Chrome 131 on Linux');
    expect(deviceOf(null)).toBe('Unknown device');
  });

  it('lists the open sessions with the device, address and last use, this one marked, and ends another', async () => {
    const ana = await signedInAccount(t, 'SUPPORT');
    const laptop = await signInFrom(ana.email, CHROME_LINUX);
    const listed = await t.graphql<{ mySessions: SessionRow[] }>(MY_SESSIONS_QUERY, {}, laptop);
    const sessions = listed.data!.mySessions;
    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.current)!;
    expect(current).toMatchObject({ device: 'Chrome 131 on Linux', ip: '127.0.0.1' });
    expect(Date.now() - new Date(current.lastUsedAt).getTime()).toBeLessThan(60_000);
    const other = sessions.find((session) => !session.current)!;

    expect((await t.graphql(END_SESSION_MUTATION, { id: other.id }, laptop)).data).toEqual({ endSession: true });
    const audit = await t.server.db.orm.em.fork().find(AuditEntry, { action: 'endSession', target: other.id });
    expect(audit.map(({ actor }) => actor)).toEqual([ana.email]);
    expect((await t.graphql('{ currentAdmin }', {}, ana.token)).data).toEqual({ currentAdmin: null });
    expect((await t.graphql('{ currentAdmin }', {}, laptop)).data).toEqual({ currentAdmin: expect.any(String) });
    expect((await t.graphql<{ mySessions: SessionRow[] }>(MY_SESSIONS_QUERY, {}, laptop)).data!.mySessions.map((s) => s.id)).toEqual([current.id]);
  });

  it("cannot see or end another account's session", async () => {
    const ana = await signedInAccount(t, 'SUPPORT');
    const ravi = await signedInAccount(t, 'CAREERS');
    const raviSession = (await t.graphql<{ mySessions: SessionRow[] }>(MY_SESSIONS_QUERY, {}, ravi.token)).data!.mySessions[0]!;
    expect((await t.graphql<{ mySessions: SessionRow[] }>(MY_SESSIONS_QUERY, {}, ana.token)).data!.mySessions.map((s) => s.id)).not.toContain(raviSession.id);
    const refused = await t.graphql(END_SESSION_MUTATION, { id: raviSession.id }, ana.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.graphql(END_SESSION_MUTATION, { id: 'not-a-session' }, ana.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.graphql('{ currentAdmin }', {}, ravi.token)).data).toEqual({ currentAdmin: ravi.id });
  });
});
