/** The accounts feature's documents: who is signed in, the team's accounts, invitations. */

export const VIEWER_QUERY = 'query Viewer { viewer { id name email role permissions } }';

const ACCOUNT_FIELDS = 'id name email role active passwordSet createdAt';

export const ACCOUNTS_QUERY = `query Accounts { accounts { ${ACCOUNT_FIELDS} } }`;

export const INVITE_ACCOUNT_MUTATION = `mutation InviteAccount($input: InviteAccountInput!) {
  inviteAccount(input: $input) { ${ACCOUNT_FIELDS} invitationLink }
}`;

export const SET_ACCOUNT_ROLE_MUTATION = `mutation SetAccountRole($id: ID!, $role: AccountRole!) {
  setAccountRole(id: $id, role: $role) { ${ACCOUNT_FIELDS} }
}`;

export const SET_ACCOUNT_ACTIVE_MUTATION = `mutation SetAccountActive($id: ID!, $active: Boolean!) {
  setAccountActive(id: $id, active: $active) { ${ACCOUNT_FIELDS} }
}`;

export const INVITATION_QUERY = 'query Invitation($token: String!) { invitation(token: $token) { name email } }';

export const ACCEPT_INVITATION_MUTATION =
  'mutation AcceptInvitation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) }';
