import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { Tabs } from '../../components/tabs';
import { LOGOUT } from '../../lib/admin/auth-operations';
import { ADMIN_SECTIONS } from './admin-sections';
import styles from './dashboard-page.module.css';
import { DASHBOARD_TABS, type DashboardTab } from './dashboard-tabs';

export function DashboardPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [tab, setTab] = useState<DashboardTab>('events');
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
