import { LOGIN_MUTATION, type LoginMutation } from '@site/schema';
import { object, text } from '../../openapi/json-schema.js';
import { field } from '../../rest/request-values.js';
import { shimRoute } from '../../rest/shim-route.js';
import { LoginStatus } from './auth.types.js';

const LOGIN_FAILED = object({ status: { const: 'failure' }, error: text() });

export const authShimRoutes = [
  shimRoute<LoginMutation>({
    method: 'POST',
    path: '/api/authenticate',
    doc: {
      summary: 'Signs the admin in',
      description: 'Answers the token, and sets it as the `token` cookie (HttpOnly, SameSite=Strict, 7 days).',
      access: 'public',
      body: object({ adminId: text(), password: text() }),
      answer: () => object({ status: { const: 'success' }, token: text('The admin token, for `Authorization: Bearer`.') }),
      failure: LOGIN_FAILED,
      errors: { 401: 'Wrong id or password.' },
    },
    operation: LOGIN_MUTATION,
    variables: (request) => ({ adminId: field(request, 'adminId'), password: field(request, 'password') }),
    respond: ({ login }) =>
      login.status === LoginStatus.success
        ? { body: { status: login.status, token: login.token } }
        : { status: 401, body: { status: login.status, error: login.message } },
    failure: (error) => ({ status: LoginStatus.failure, error: error.message }),
  }),
];
