/** The auth feature's documents: signing in and out, who is signed in, and two-factor sign-in. */

export const LOGIN_MUTATION = `mutation Login($adminId: String!, $password: String!, $code: String) {
  login(adminId: $adminId, password: $password, code: $code) { status token message twoFactorRequired }
}`;

export const LOGOUT_MUTATION = 'mutation Logout { logout }';

export const CURRENT_ADMIN_QUERY = 'query CurrentAdmin { currentAdmin }';

export const TWO_FACTOR_STATUS_QUERY = 'query TwoFactorStatus { twoFactorStatus { enabled recoveryCodesLeft required } }';

export const SET_TWO_FACTOR_REQUIRED_MUTATION = 'mutation SetTwoFactorRequired($required: Boolean!) { setTwoFactorRequired(required: $required) }';

export const START_TWO_FACTOR_MUTATION = 'mutation StartTwoFactor { startTwoFactor { secret otpauthUrl } }';

export const CONFIRM_TWO_FACTOR_MUTATION = `mutation ConfirmTwoFactor($code: String!) {
  confirmTwoFactor(code: $code) { recoveryCodes }
}`;

export const TURN_OFF_TWO_FACTOR_MUTATION = 'mutation TurnOffTwoFactor($code: String!) { turnOffTwoFactor(code: $code) }';

export const REQUEST_PASSWORD_RESET_MUTATION = 'mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }';

export const RESET_PASSWORD_MUTATION = 'mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';

export const MY_SESSIONS_QUERY = 'query MySessions { mySessions { id device ip createdAt lastUsedAt current } }';

export const END_SESSION_MUTATION = 'mutation EndSession($id: ID!) { endSession(id: $id) }';
