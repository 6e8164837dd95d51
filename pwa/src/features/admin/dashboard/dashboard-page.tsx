import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Tabs } from '../../../components/tabs';
import { EventsAdminSection, TrainingAdminSection } from '../../../app/admin-sections';
import { EnquiriesTab } from '../enquiries/enquiries-tab';
import { AdminApollo } from '../shared/admin-apollo';
import { CURRENT_ADMIN, LOGOUT } from '../shared/auth-operations';
import styles from './dashboard-page.module.css';
import { DASHBOARD_TABS, type DashboardTab } from './dashboard-tabs';

export function DashboardPage() {
  return (
    <AdminApollo>
      <Dashboard />
    </AdminApollo>
  );
}

function Dashboard() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<DashboardTab>('events');
  const { data, loading } = useQuery(CURRENT_ADMIN, { fetchPolicy: 'network-only' });
  const [logout] = useMutation(LOGOUT);
  const signedOut = !loading && data && !data.currentAdmin;

  // Every admin call is refused by the server without a token; send the visitor to log in.
  useEffect(() => {
    if (signedOut) void navigate('/Admin', { replace: true });
  }, [signedOut, navigate]);

  async function handleLogout() {
    await logout().catch(() => undefined);
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
        {tab === 'events' ? (
          <EventsAdminSection />
        ) : tab === 'training' ? (
          <TrainingAdminSection />
        ) : tab === 'enquiries' ? (
          <EnquiriesTab />
        ) : (
          <NotAvailable />
        )}
      </Tabs>
    </main>
  );
}

function NotAvailable() {
  return <p className={styles.notAvailable}>This section is not available yet.</p>;
}
