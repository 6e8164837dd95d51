import { ACCOUNT_MESSAGES, INVITATION_PATH } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN_ID, TEST_ADMIN_PASSWORD, type TestServer } from '../../test/test-server.js';
import { EMAIL_TAKEN_MESSAGE, LAST_OWNER_MESSAGE } from './accounts.service.js';

const INVITE = `mutation($input: InviteAccountInput!) { inviteAccount(input: $input) { id name email role active passwordSet invitationLink } }`;
const ACCEPT = 'mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) }';
const LOGIN = 'mutation($a: String!, $p: String!) { login(adminId: $a, password: $p) { status token } }';
const PASSWORD = 'tangerine ladder quietly';

interface Invited {
  id: string;
  email: string;
  role: string;
  active: boolean;
  passwordSet: boolean;
  invitationLink: string | null;
}

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.adminToken();
});
afterAll(() => t.close());

let count = 0;
async function invite(role = 'SUPPORT', email = `person${++count}@example.com`): Promise<Invited & { token: string }> {
  const result = await t.graphql<{ inviteAccount: Invited }>(INVITE, { input: { name: `Person ${count}`, email, role } }, owner);
  expect(result.errors).toBeUndefined();
  const invited = result.data!.inviteAccount;
  return { ...invited, token: invited.invitationLink!.split('#')[1]! };
}

async function signIn(email: string, password = PASSWORD): Promise<string | null> {
  return (await t.graphql<{ login: { token: string | null } }>(LOGIN, { a: email, p: password })).data!.login.token;
}

describe('inviting an account', () => {
  it('answers the new account and, without e-mail, the link to hand over; the link sets the password once', async () => {
    const invited = await invite();
    expect(invited).toMatchObject({ role: 'SUPPORT', active: true, passwordSet: false });
    expect(invited.invitationLink).toMatch(new RegExp(`^${INVITATION_PATH}#[\\w-]{40,}$`));
    expect(await signIn(invited.email)).toBeNull();

    const whom = await t.graphql<{ invitation: { email: string } }>('query($token: String!) { invitation(token: $token) { name email } }', {
      token: invited.token,
    });
    expect(whom.data!.invitation.email).toBe(invited.email);

    expect((await t.graphql(ACCEPT, { token: invited.token, password: PASSWORD })).data).toEqual({ acceptInvitation: true });
    const again = await t.graphql(ACCEPT, { token: invited.token, password: 'another long passphrase' });
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // By e-mail in any case, as the spec's adminId.
    expect(await signIn(invited.email.toUpperCase())).toEqual(expect.any(String));
    expect(await signIn(invited.email, 'another long passphrase')).toBeNull();
  });

  it('stores only a hash of the link', async () => {
    const invited = await invite();
    const rows = await t.server.db.orm.em.getConnection().execute('select token_hash from one_time_links where account_id = ?', [invited.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(invited.token);
  });

  it('refuses an expired link', async () => {
    const invited = await invite();
    await t.server.db.orm.em.getConnection().execute(`update one_time_links set expires_at = now() - interval '1 second' where account_id = ?`, [invited.id]);
    const result = await t.graphql(ACCEPT, { token: invited.token, password: PASSWORD });
    expect(result.errors?.[0]?.message).toMatch(/expired/);
  });

  it('refuses a common or short password, keeping the link', async () => {
    const invited = await invite();
    expect((await t.graphql(ACCEPT, { token: invited.token, password: 'password1234' })).errors?.[0]?.message).toBe(ACCOUNT_MESSAGES.passwordCommon);
    expect((await t.graphql(ACCEPT, { token: invited.token, password: 'short' })).errors?.[0]?.message).toBe(ACCOUNT_MESSAGES.passwordShort);
    expect((await t.graphql(ACCEPT, { token: invited.token, password: PASSWORD })).data).toEqual({ acceptInvitation: true });
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const first = await invite('CAREERS', 'Same.Person@example.com');
    expect(first.email).toBe('Same.Person@example.com');
    const second = await t.graphql(INVITE, { input: { name: 'Same', email: 'same.person@EXAMPLE.com', role: 'CAREERS' } }, owner);
    expect(second.errors?.[0]).toMatchObject({ message: EMAIL_TAKEN_MESSAGE, extensions: { code: 'CONFLICT' } });
  });
});

describe('roles and deactivation', () => {
  const SET_ROLE = 'mutation($id: ID!, $role: AccountRole!) { setAccountRole(id: $id, role: $role) { id role } }';
  const SET_ACTIVE = 'mutation($id: ID!, $active: Boolean!) { setAccountActive(id: $id, active: $active) { id active } }';

  it('changes what a person may do at their next request', async () => {
    const invited = await invite('SUPPORT');
    await t.graphql(ACCEPT, { token: invited.token, password: PASSWORD });
    const token = (await signIn(invited.email))!;
    expect((await t.graphql('{ enquiries { id } }', {}, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await t.graphql(SET_ROLE, { id: invited.id, role: 'ENQUIRIES' }, owner);
    expect((await t.graphql('{ enquiries { id } }', {}, token)).errors).toBeUndefined();
  });

  it('ends every session of a deactivated account at once and refuses its sign-in', async () => {
    const invited = await invite('SUPPORT');
    await t.graphql(ACCEPT, { token: invited.token, password: PASSWORD });
    const sessions = [(await signIn(invited.email))!, (await signIn(invited.email))!];
    await t.graphql(SET_ACTIVE, { id: invited.id, active: false }, owner);
    for (const token of sessions) expect((await t.graphql('{ openTickets }', {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await signIn(invited.email)).toBeNull();
    await t.graphql(SET_ACTIVE, { id: invited.id, active: true }, owner);
    expect(await signIn(invited.email)).toEqual(expect.any(String));
  });

  it('keeps the last active Owner', async () => {
    const ownerId = (await t.graphql<{ viewer: { id: string } }>('{ viewer { id } }', {}, owner)).data!.viewer.id;
    for (const [query, variables] of [
      [SET_ROLE, { id: ownerId, role: 'SUPPORT' }],
      [SET_ACTIVE, { id: ownerId, active: false }],
    ] as const) {
      expect((await t.graphql(query, variables, owner)).errors?.[0]).toMatchObject({ message: LAST_OWNER_MESSAGE, extensions: { code: 'CONFLICT' } });
    }
    // An invited Owner counts once they have chosen a password.
    const second = await invite('OWNER');
    expect((await t.graphql(SET_ROLE, { id: ownerId, role: 'SUPPORT' }, owner)).errors?.[0]?.message).toBe(LAST_OWNER_MESSAGE);
    await t.graphql(ACCEPT, { token: second.token, password: PASSWORD });
    const secondOwner = (await signIn(second.email))!;
    expect((await t.graphql(SET_ACTIVE, { id: ownerId, active: false }, secondOwner)).errors).toBeUndefined();
    expect((await t.graphql(SET_ACTIVE, { id: second.id, active: false }, secondOwner)).errors?.[0]?.message).toBe(LAST_OWNER_MESSAGE);
    expect((await t.graphql(SET_ACTIVE, { id: ownerId, active: true }, secondOwner)).errors).toBeUndefined();
    // Deactivating ended the first Owner's sessions; reactivating does not bring them back.
    expect((await t.graphql('{ accounts { id } }', {}, owner)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    owner = (await signIn(TEST_ADMIN_ID, TEST_ADMIN_PASSWORD))!;
  });

  it('lists the accounts to the Owner only', async () => {
    const list = await t.graphql<{ accounts: { id: string; role: string }[] }>('{ accounts { id role email active passwordSet } }', {}, owner);
    expect(list.errors).toBeUndefined();
    expect(list.data!.accounts.find((account) => account.id === 'admin')).toMatchObject({ role: 'OWNER' });
  });
});
