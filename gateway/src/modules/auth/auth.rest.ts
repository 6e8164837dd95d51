import { field } from '../../rest/request-values.js';
import { shimRoute } from '../../rest/shim-route.js';
import { LoginStatus } from './auth.types.js';

interface LoginData {
  login: { status: string; token: string | null; message: string | null };
}

export const authShimRoutes = [
  shimRoute<LoginData>({
    method: 'POST',
    path: '/api/authenticate',
    operation: `mutation Login($adminId: String!, $password: String!) {
      login(adminId: $adminId, password: $password) { status token message }
    }`,
    variables: (request) => ({ adminId: field(request, 'adminId'), password: field(request, 'password') }),
    respond: ({ login }) =>
      login.status === LoginStatus.success
        ? { body: { status: login.status, token: login.token } }
        : { status: 401, body: { status: login.status, error: login.message } },
    failure: (error) => ({ status: LoginStatus.failure, error: error.message }),
  }),
];
