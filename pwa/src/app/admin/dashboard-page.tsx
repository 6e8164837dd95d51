import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { Tabs } from '../../components/tabs';
import { LOGOUT } from '../../lib/admin/auth-operations';
import { ADMIN_SECTIONS } from './admin-sections';
import styles from './dashboard-page.module.css';
import { DASHBOARD_TABS, type DashboardTab, dashboardTabOf } from './dashboard-tabs';

export function DashboardPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  // The tab lives in the address (?tab=support), so an e-mail's link opens the right one and a reload keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = dashboardTabOf(searchParams.get('tab'));
  const setTab = (next: DashboardTab) => setSearchParams({ tab: next }, { replace: true });
  const [logout] = useMutation(LOGOUT);
  const Section = ADMIN_SECTIONS[tab];

  // The server clears the cookie; the cached admin data goes with it.
  async function handleLogout() {
    await logout().catch(() => undefined);
    await client.clearStore();
    await navigate('/Admin');
  }

  return (
    <main className={styles.page}>
      <PageMeta title="Admin Dashboard" description="Administration dashboard." path="/admin/dashboard" noIndex />
      <header className={styles.header}>
        <h1>Admin Dashboard</h1>
        <button type="button" className={styles.logout} onClick={() => void handleLogout()}>
          Logout
        </button>
      </header>
      <Tabs label="Dashboard sections" tabs={DASHBOARD_TABS} selected={tab} onSelect={setTab}>
        <Section />
      </Tabs>
    </main>
  );
}
