import { LOGIN_MUTATION, type LoginMutation } from '@site/schema';
import { object, text } from '../../openapi/json-schema.js';
import { field, optionalField } from '../../rest/request-values.js';
import { shimRoute } from '../../rest/shim-route.js';
import { LoginStatus } from './auth.types.js';

const LOGIN_FAILED = object(
  {
    status: { const: 'failure' },
    error: text(),
    twoFactorRequired: {
      const: true,
      description: 'The password was right, but the account needs a code from its authenticator app (or a recovery code) in `code`.',
    },
  },
  ['twoFactorRequired'],
);

export const authShimRoutes = [
  shimRoute<LoginMutation>({
    method: 'POST',
    path: '/api/authenticate',
    doc: {
      summary: 'Signs an account in',
      description: 'Answers the token, and sets it as the `token` cookie (HttpOnly, SameSite=Strict, 7 days).',
      access: 'public',
      body: object(
        {
          adminId: text('The account’s id or e-mail.'),
          password: text(),
          code: text('For an account with two-factor sign-in: a code from its authenticator app, or a recovery code.'),
        },
        ['code'],
      ),
      answer: () => object({ status: { const: 'success' }, token: text('The admin token, for `Authorization: Bearer`.') }),
      failure: LOGIN_FAILED,
      errors: { 401: 'Wrong id or password, or a code is needed (`twoFactorRequired`).' },
    },
    operation: LOGIN_MUTATION,
    variables: (request) => ({ adminId: field(request, 'adminId'), password: field(request, 'password'), code: optionalField(request, 'code') }),
    respond: ({ login }) =>
      login.status === LoginStatus.success
        ? { body: { status: login.status, token: login.token } }
        : { status: 401, body: { status: login.status, error: login.message, ...(login.twoFactorRequired ? { twoFactorRequired: true } : {}) } },
    failure: (error) => ({ status: LoginStatus.failure, error: error.message }),
  }),
];
