import { generate } from 'otplib';
import {
  CONFIRM_TWO_FACTOR_MUTATION,
  INVALID_TWO_FACTOR_CODE_MESSAGE,
  LOGIN_MUTATION,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  SET_TWO_FACTOR_REQUIRED_MUTATION,
  START_TWO_FACTOR_MUTATION,
  TURN_OFF_TWO_FACTOR_MUTATION,
  TWO_FACTOR_REQUIRED_MESSAGE,
  TWO_FACTOR_STATUS_QUERY,
} from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP_PERIOD_SECONDS } from '../../security/totp.js';
import { AuditEntry } from '../../access/audit-entry.entity.js';
import { signedInAccount } from '../../test/accounts.js';
import { restCall } from '../../test/rest-call.js';
import { startTestServer, TEST_ADMIN_ID, TEST_ADMIN_PASSWORD, type TestServer } from '../../test/test-server.js';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.adminToken();
});
afterAll(() => t.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The app's code `steps` periods from now: the server accepts one step either side, each step once. */
const codeFor = (secret: string, steps: number) => generate({ secret, epoch: nowSeconds() + steps * TOTP_PERIOD_SECONDS });

function authenticate(body: Record<string, unknown>) {
  return fetch(`${t.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD, ...body }),
  });
}

interface LoginAnswer {
  login: { status: string; token: string | null; message: string | null; twoFactorRequired: boolean };
}

async function turnOn(server = t, bearer = token): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await server.graphql<{ startTwoFactor: { secret: string; otpauthUrl: string } }>(START_TWO_FACTOR_MUTATION, {}, bearer);
  const { secret, otpauthUrl } = started.data!.startTwoFactor;
  expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
  const confirmed = await server.graphql<{ confirmTwoFactor: { recoveryCodes: string[] } }>(
    CONFIRM_TWO_FACTOR_MUTATION,
    { code: await codeFor(secret, 0) },
    bearer,
  );
  return { secret, recoveryCodes: confirmed.data!.confirmTwoFactor.recoveryCodes };
}

// One account's story, step by step: each step starts where the one before left it.
describe('two-factor sign-in', { shuffle: false }, () => {
  let secret: string;
  let recoveryCodes: string[];

  it('is off until a code from the app confirms the secret', async () => {
    const started = await t.graphql<{ startTwoFactor: { secret: string } }>(START_TWO_FACTOR_MUTATION, {}, token);
    const wrong = await t.graphql(CONFIRM_TWO_FACTOR_MUTATION, { code: '000000' }, token);
    expect(wrong.errors?.[0]?.message).toBe(INVALID_TWO_FACTOR_CODE_MESSAGE);
    expect(started.data!.startTwoFactor.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await authenticate({})).status).toBe(200);
    const status = await t.graphql<{ twoFactorStatus: { enabled: boolean } }>(TWO_FACTOR_STATUS_QUERY, {}, token);
    expect(status.data!.twoFactorStatus.enabled).toBe(false);
  });

  it('is turned on with a code and answers ten recovery codes once', async () => {
    ({ secret, recoveryCodes } = await turnOn());
    expect(recoveryCodes).toHaveLength(10);
    const status = await t.graphql<{ twoFactorStatus: { enabled: boolean; recoveryCodesLeft: number } }>(TWO_FACTOR_STATUS_QUERY, {}, token);
    expect(status.data!.twoFactorStatus).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    const again = await t.graphql(START_TWO_FACTOR_MUTATION, {}, token);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('REST: the right password without a code answers 401 twoFactorRequired and no token', async () => {
    const response = await authenticate({});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'failure', error: TWO_FACTOR_REQUIRED_MESSAGE, twoFactorRequired: true });
    expect(response.headers.get('set-cookie')).toBeNull();
    const wrongCode = await authenticate({ code: '123456' });
    expect(wrongCode.status).toBe(401);
    expect(await wrongCode.json()).toEqual({ status: 'failure', error: INVALID_TWO_FACTOR_CODE_MESSAGE, twoFactorRequired: true });
  });

  it('REST: a wrong password says only Invalid credentials, whatever the code', async () => {
    const response = await authenticate({ password: 'wrong', code: await codeFor(secret, 1) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'failure', error: 'Invalid credentials.' });
  });

  it('REST: signs in with the next code, and refuses that code a second time (replay)', async () => {
    const code = await codeFor(secret, 1);
    const response = await authenticate({ code });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', token: expect.any(String) });
    const replay = await authenticate({ code });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ twoFactorRequired: true });
  });

  it('GraphQL: login answers twoFactorRequired without a token, then signs in with a recovery code once', async () => {
    const without = await t.graphql<LoginAnswer>(LOGIN_MUTATION, { adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD });
    expect(without.data!.login).toEqual({ status: 'failure', token: null, message: TWO_FACTOR_REQUIRED_MESSAGE, twoFactorRequired: true });
    const code = recoveryCodes[0]!.toUpperCase();
    const withRecovery = await t.graphql<LoginAnswer>(LOGIN_MUTATION, { adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD, code });
    expect(withRecovery.data!.login).toMatchObject({ status: 'success', token: expect.any(String), twoFactorRequired: false });
    const again = await t.graphql<LoginAnswer>(LOGIN_MUTATION, { adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD, code });
    expect(again.data!.login).toMatchObject({ status: 'failure', token: null, twoFactorRequired: true });
    const status = await t.graphql<{ twoFactorStatus: { recoveryCodesLeft: number } }>(TWO_FACTOR_STATUS_QUERY, {}, token);
    expect(status.data!.twoFactorStatus.recoveryCodesLeft).toBe(9);
  });

  it('is turned off only with a valid code, and sign-in needs none afterwards', async () => {
    const refused = await t.graphql(TURN_OFF_TWO_FACTOR_MUTATION, { code: '000000' }, token);
    expect(refused.errors?.[0]?.message).toBe(INVALID_TWO_FACTOR_CODE_MESSAGE);
    const off = await t.graphql<{ turnOffTwoFactor: boolean }>(TURN_OFF_TWO_FACTOR_MUTATION, { code: recoveryCodes[1] }, token);
    expect(off.data!.turnOffTwoFactor).toBe(true);
    const audit = await t.server.db.orm.em.fork().find(AuditEntry, { action: { $in: ['confirmTwoFactor', 'turnOffTwoFactor'] } }, { orderBy: { id: 'asc' } });
    // Each change once, the refused ones rolled back with it; the code is named, never recorded.
    expect(audit.map(({ action, fields }) => [action, fields])).toEqual([
      ['confirmTwoFactor', ['code']],
      ['turnOffTwoFactor', ['code']],
    ]);
    expect(JSON.stringify(audit)).not.toContain(recoveryCodes[1]);
    expect((await authenticate({})).status).toBe(200);
  });

  it('needs a signed-in account', async () => {
    const anonymous = await t.graphql(START_TWO_FACTOR_MUTATION, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

// A site of its own: the Owner turns two-factor sign-in on here and keeps it.
describe("the Owner's requirement", () => {
  let site: TestServer;
  let owner: string;
  beforeAll(async () => {
    site = await startTestServer();
    owner = await site.adminToken();
  });
  afterAll(() => site.close());

  it('can be set only by an Owner who has two-factor sign-in, and then holds every other account to its setup', async () => {
    const refused = await site.graphql(SET_TWO_FACTOR_REQUIRED_MUTATION, { required: true }, owner);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    await turnOn(site, owner);
    const support = await signedInAccount(site, 'SUPPORT');
    const tickets = '{ openTickets }';
    expect((await site.graphql(tickets, {}, support.token)).errors).toBeUndefined();

    await site.graphql(SET_TWO_FACTOR_REQUIRED_MUTATION, { required: true }, owner);
    const status = await site.graphql<{ twoFactorStatus: { required: boolean; enabled: boolean } }>(TWO_FACTOR_STATUS_QUERY, {}, support.token);
    expect(status.data!.twoFactorStatus).toMatchObject({ required: true, enabled: false });
    const blocked = await site.graphql(tickets, {}, support.token);
    expect(blocked.errors?.[0]).toMatchObject({ message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    const rest = await restCall(site, 'GET', '/api/getQuery/Maintenance', undefined, support.token);
    expect(rest.status).toBe(403);
    // The Owner, who has it, goes on as before.
    expect((await site.graphql(tickets, {}, owner)).errors).toBeUndefined();

    await turnOn(site, support.token);
    expect((await site.graphql(tickets, {}, support.token)).errors).toBeUndefined();
    await site.graphql(SET_TWO_FACTOR_REQUIRED_MUTATION, { required: false }, owner);
  });
});
