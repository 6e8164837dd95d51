import { useQuery } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_MISSING_MESSAGE } from '../../lib/admin/admin-errors';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '../../features/auth/admin/two-factor-gate';
import { AdminLayout } from './admin-layout';
import { ADMIN_WAITING } from './waiting-operations';

type Answer = { status?: number; body: Record<string, unknown> };

const viewer = (role: string, permissions: string[]) => ({ id: 'a1', name: 'Asha', email: 'asha@example.com', role, permissions });
const SIGNED_IN: Answer = { body: { data: { viewer: viewer('OWNER', ['tickets:read', 'events:read', 'careers:read']) } } };
const SUPPORT: Answer = { body: { data: { viewer: viewer('SUPPORT', ['tickets:read', 'tickets:write', 'feedback:read']) } } };
const UNAUTHENTICATED: Answer = { body: { data: null, errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] } };
const twoFactor = (required: boolean, enabled: boolean): Answer => ({
  body: { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled, recoveryCodesLeft: enabled ? 10 : 0, required } } },
});
const WAITING: Answer = { body: { data: { openTickets: 3, pendingApplications: 0, enquiriesWithoutRemark: 0, contactsWithoutRemark: 0 } } };

/** The server behind /graphql answers each operation by its name. */
function serve(given: Record<string, Answer | 'offline'>) {
  const answers: Record<string, Answer | 'offline'> = { TwoFactorStatus: twoFactor(false, false), ...given };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(init.body as string) as { operationName: string };
      const answer = answers[operationName];
      if (!answer) throw new Error(`unexpected ${operationName}`);
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** A dashboard that asks an admin query of its own. */
function Dashboard() {
  const { data } = useQuery(ADMIN_WAITING);
  return <p>{data ? `${data.openTickets} open tickets` : 'Dashboard'}</p>;
}

function renderAt(path: string) {
  const children = [
    { path: 'dashboard', element: <Dashboard /> },
    { path: 'job-applications', element: <p>Applications</p> },
  ];
  const router = createMemoryRouter([{ path: '/admin', element: <AdminLayout />, children }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

const PATH = '/admin/dashboard?tab=tickets';
const LOGIN = `/Admin?next=${encodeURIComponent(PATH)}`;

afterEach(() => vi.unstubAllGlobals());

describe('AdminLayout', () => {
  it('shows only the two-factor setup while the Owner requires it and this account has none', async () => {
    serve({ Viewer: SIGNED_IN, AdminWaiting: WAITING, TwoFactorStatus: twoFactor(true, false) });
    renderAt(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeEnabled();
    expect(screen.queryByText(/open tickets|Dashboard/)).not.toBeInTheDocument();
  });

  it('shows the admin screen to an account with two-factor sign-in when it is required', async () => {
    serve({ Viewer: SIGNED_IN, AdminWaiting: WAITING, TwoFactorStatus: twoFactor(true, true) });
    renderAt(PATH);
    expect(await screen.findByText('3 open tickets')).toBeVisible();
  });

  it('shows the admin screen while the session holds', async () => {
    serve({ Viewer: SIGNED_IN, AdminWaiting: WAITING });
    renderAt(PATH);
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    expect(await screen.findByText('3 open tickets')).toBeVisible();
    expect(screen.queryByText(TOKEN_MISSING_MESSAGE)).not.toBeInTheDocument();
  });

  it('says the session ended, with a Log In link back here, when an admin query answers UNAUTHENTICATED', async () => {
    serve({ Viewer: SIGNED_IN, AdminWaiting: UNAUTHENTICATED });
    renderAt(PATH);
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication token not found. Please log in again.');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', LOGIN);
    expect(screen.queryByText(/open tickets|^Dashboard$/)).not.toBeInTheDocument();
  });

  it('says the same when the session check itself is refused with a 401', async () => {
    serve({ Viewer: { status: 401, body: { errors: [{ message: 'Unauthorized' }] } } });
    renderAt(PATH);
    expect((await screen.findByRole('alert')).textContent).toBe(TOKEN_MISSING_MESSAGE);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', LOGIN);
  });

  it('says that a page is outside the role rather than showing it empty', async () => {
    serve({ Viewer: SUPPORT });
    renderAt('/admin/job-applications');
    expect((await screen.findByRole('alert')).textContent).toBe('Your role (Support) may not open the job applications. Ask an Owner if you need it.');
    expect(screen.queryByText('Applications')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('offers to try again, not to log in, when the server cannot be reached', async () => {
    serve({ Viewer: 'offline' });
    renderAt(PATH);
    expect((await screen.findByRole('alert')).textContent).toBe('The server could not be reached to check your session.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
