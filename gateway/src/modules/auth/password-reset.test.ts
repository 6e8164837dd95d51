import { ACCOUNT_MESSAGES, LOGIN_MUTATION, PASSWORD_RESET_PATH, REQUEST_PASSWORD_RESET_MUTATION, RESET_PASSWORD_MUTATION } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../../access/audit-entry.entity.js';
import { OneTimeLink } from '../../access/one-time-link.entity.js';
import { RESET_REQUESTS_PER_EMAIL } from '../../security/password-reset-throttle.js';
import { signedInAccount, TEST_ACCOUNT_PASSWORD, type TestAccount } from '../../test/accounts.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { TestSmtpServer } from '../../test/test-smtp-server.js';

let smtp: TestSmtpServer;
let t: TestServer;
beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  t = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://site.example', TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

let client = 0;
/** Each request from an address of its own, so only the per-e-mail limit counts unless a test says otherwise. */
const request = (email: string, ip = `198.51.100.${++client}`) =>
  fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: REQUEST_PASSWORD_RESET_MUTATION, variables: { email } }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { data?: unknown; errors?: { extensions: { code: string } }[] } }));

async function mailedToken(email: string): Promise<string> {
  const linkIn = () =>
    smtp.received
      .filter(({ envelopeTo }) => envelopeTo.includes(email.toLowerCase()))
      .map(({ mail }) => new RegExp(`https://site\\.example${PASSWORD_RESET_PATH}#(\\S+)`).exec(mail.text ?? '')?.[1])
      .findLast(Boolean);
  await expect.poll(linkIn, { timeout: 10_000 }).toBeTruthy();
  return linkIn()!;
}

const reset = (token: string, password: string) => t.graphql<{ resetPassword: boolean }>(RESET_PASSWORD_MUTATION, { token, password });
const signIn = (email: string, password: string) =>
  t.graphql<{ login: { status: string } }>(LOGIN_MUTATION, { adminId: email, password }).then((r) => r.data!.login.status);

describe('password reset', () => {
  let ana: TestAccount;
  beforeAll(async () => {
    ana = await signedInAccount(t, 'SUPPORT');
  });

  it('answers the same for an unknown address as for a known one, and mails only the known one', async () => {
    const known = await request(ana.email.toUpperCase());
    const unknown = await request('nobody@example.com');
    expect(unknown).toEqual(known);
    expect(known.body).toEqual({ data: { requestPasswordReset: true } });
    await mailedToken(ana.email);
    expect(smtp.received.filter(({ envelopeTo }) => envelopeTo.includes('nobody@example.com'))).toHaveLength(0);
    const requested = await t.server.db.orm.em.fork().find(AuditEntry, { action: 'passwordResetRequested' });
    expect(requested.map(({ actor, target }) => ({ actor, target }))).toEqual(
      expect.arrayContaining([
        { actor: ana.email.toUpperCase(), target: ana.id },
        { actor: 'nobody@example.com', target: null },
      ]),
    );
  });

  it('sets the password once with the link, ends every session of the account, and refuses the link afterwards', async () => {
    await request(ana.email);
    const token = await mailedToken(ana.email);
    expect((await reset(token, 'short')).errors?.[0]?.message).toBe(ACCOUNT_MESSAGES.passwordShort);
    const newPassword = 'a brand new long password';
    expect((await reset(token, newPassword)).data).toEqual({ resetPassword: true });
    expect(await signIn(ana.email, newPassword)).toBe('success');
    expect(await signIn(ana.email, TEST_ACCOUNT_PASSWORD)).toBe('failure');
    const oldSession = await t.graphql('{ currentAdmin }', {}, ana.token);
    expect(oldSession.data).toEqual({ currentAdmin: null });
    const used = await t.server.db.orm.em.fork().find(AuditEntry, { action: 'passwordReset', target: ana.id });
    expect(used).toHaveLength(1);
    const again = await reset(token, 'yet another long password');
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await signIn(ana.email, 'yet another long password')).toBe('failure');
  });

  it('refuses a link after its hour', async () => {
    const ravi = await signedInAccount(t, 'CAREERS');
    await request(ravi.email);
    const token = await mailedToken(ravi.email);
    await t.server.db.orm.em.fork().nativeUpdate(OneTimeLink, { accountId: ravi.id, purpose: 'password-reset' }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(token, 'a brand new long password')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await signIn(ravi.email, TEST_ACCOUNT_PASSWORD)).toBe('success');
  });

  it(`throttles after ${RESET_REQUESTS_PER_EMAIL} requests for one e-mail, known or not, with the same answer`, async () => {
    const known = (await signedInAccount(t, 'ENQUIRIES')).email;
    for (const email of [known, 'ghost@example.com']) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) expect((await request(email)).status).toBe(200);
      const refused = await request(email);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    }
  });
});
