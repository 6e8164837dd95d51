/** The auth feature's documents: signing in and out, and who is signed in. */

export const LOGIN_MUTATION = `mutation Login($adminId: String!, $password: String!) {
  login(adminId: $adminId, password: $password) { status token message }
}`;

export const LOGOUT_MUTATION = 'mutation Logout { logout }';

export const CURRENT_ADMIN_QUERY = 'query CurrentAdmin { currentAdmin }';
