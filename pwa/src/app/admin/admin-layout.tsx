import { useQuery } from '@apollo/client/react';
import type { Permission } from '@site/schema';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { MailColumnProvider } from '../../components/admin/mail-column';
import buttons from '../../components/button.module.css';
import layout from '../../components/page-layout.module.css';
import { AdminApollo } from '../../lib/admin/admin-apollo';
import { TOKEN_MISSING_MESSAGE } from '../../lib/admin/admin-errors';
import { VIEWER } from '../../lib/admin/auth-operations';
import { can, notYoursMessage, ViewerProvider } from '../../lib/admin/viewer';
import { loginPathFor } from '../../lib/admin/return-path';
import { mailColumn } from '../../features/notifications/admin/mail-status';
import { TwoFactorGate } from '../../features/auth/admin/two-factor-gate';

/**
 * Every /admin/* page: signed-out visitors go to the login and come back here after it. Its tables'
 * E-mail column comes from the notifications feature. While the Owner requires two-factor sign-in,
 * an account without it sees only its setup.
 */
export function AdminLayout() {
  return (
    <AdminApollo signedOut={<SessionEnded />}>
      <MailColumnProvider value={mailColumn}>
        <AdminSession />
      </MailColumnProvider>
    </AdminApollo>
  );
}

/** Shown in place of any admin screen once the server says the session has ended. */
function SessionEnded() {
  const { pathname, search } = useLocation();
  return (
    <main className={layout.page}>
      <p role="alert">{TOKEN_MISSING_MESSAGE}</p>
      <Link className={buttons.primary} to={loginPathFor(`${pathname}${search}`)} reloadDocument>
        Log In
      </Link>
    </main>
  );
}

function AdminSession() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data, loading, error, refetch } = useQuery(VIEWER, { fetchPolicy: 'network-only' });
  const signedOut = !loading && !error && data != null && !data.viewer;

  useEffect(() => {
    if (signedOut) void navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  }, [signedOut, navigate, pathname, search]);

  if (error) {
    return (
      <main className={layout.page}>
        <p role="alert">The server could not be reached to check your session.</p>
        <button type="button" className={buttons.secondary} onClick={() => void refetch()}>
          Try Again
        </button>
      </main>
    );
  }
  if (loading || !data?.viewer) {
    return (
      <main className={layout.page}>
        <p role="status">Checking your session…</p>
      </main>
    );
  }
  const page = ADMIN_PAGES.find(([prefix]) => pathname.toLowerCase().startsWith(prefix));
  if (page && !can(data.viewer, page[1])) {
    return (
      <main className={layout.page}>
        <p role="alert">{notYoursMessage(data.viewer, page[2])}</p>
        <Link to="/admin/dashboard">← Admin Dashboard</Link>
      </main>
    );
  }
  return (
    <ViewerProvider value={data.viewer}>
      <TwoFactorGate>
        <Outlet />
      </TwoFactorGate>
    </ViewerProvider>
  );
}

/** The admin pages of their own, by path, with what opening one needs. */
const ADMIN_PAGES: readonly (readonly [string, Permission, string])[] = [
  ['/admin/events', 'events:read', 'the events'],
  ['/admin/support', 'tickets:read', 'the support inquiries'],
  ['/admin/job-applications', 'careers:read', 'the job applications'],
];
