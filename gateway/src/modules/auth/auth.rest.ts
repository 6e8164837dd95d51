import { LOGIN_MUTATION, type LoginMutation } from '@site/schema';
import { field, optionalField } from '../../rest/request-values.js';
import { shimRoute } from '../../rest/shim-route.js';
import { LoginStatus } from './auth.types.js';

export const authShimRoutes = [
  shimRoute<LoginMutation>({
    method: 'POST',
    path: '/api/authenticate',
    operation: LOGIN_MUTATION,
    variables: (request) => ({ adminId: field(request, 'adminId'), password: field(request, 'password'), code: optionalField(request, 'code') }),
    respond: ({ login }) =>
      login.status === LoginStatus.success
        ? { body: { status: login.status, token: login.token } }
        : { status: 401, body: { status: login.status, error: login.message, ...(login.twoFactorRequired ? { twoFactorRequired: true } : {}) } },
    failure: (error) => ({ status: LoginStatus.failure, error: error.message }),
  }),
];
