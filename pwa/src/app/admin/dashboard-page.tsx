import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LOADING_TEXT } from '../../components/admin/admin-table';
import { PageMeta } from '../../components/page-meta';
import { Tabs } from '../../components/tabs';
import { LOGOUT } from '../../lib/admin/auth-operations';
import { ADMIN_SECTIONS } from './admin-sections';
import styles from './dashboard-page.module.css';
import { DASHBOARD_TABS, type DashboardTab, tabFrom, tabsFor, tabsWithWaiting } from './dashboard-tabs';
import { useLiveUpdates } from './live-updates';
import { notYoursMessage, useViewer } from '../../lib/admin/viewer';
import { useTimeout } from '../../lib/use-timeout';
import { ADMIN_WAITING } from './waiting-operations';

/** How often the tabs' waiting counts are asked again while the dashboard is open (live events tell of changes sooner). */
const WAITING_POLL_MS = 60_000;
/** How long the tabs wait for their first counts before they show without them. */
export const FIRST_COUNTS_WAIT_MS = 2_000;

export function DashboardPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const viewer = useViewer();
  const tabs = tabsFor(viewer?.permissions ?? []);
  const tab = tabFrom(params.get('tab'), tabs);
  // A link to a tab outside the role says so, rather than opening an empty panel.
  const allowed = tabs.some((shown) => shown.key === tab);
  const waiting = useQuery(ADMIN_WAITING, { fetchPolicy: 'cache-and-network', pollInterval: WAITING_POLL_MS });
  // The tabs show with their first counts, not before: counts arriving later widened them under the
  // pointer and pushed the panel down. The panel mounts at once all the same, so it loads meanwhile.
  const [waitedForCounts, setWaitedForCounts] = useState(false);
  const countsSettled = waiting.data !== undefined || waiting.error !== undefined || waitedForCounts;
  useTimeout(!countsSettled, FIRST_COUNTS_WAIT_MS, () => setWaitedForCounts(true));
  const [logout] = useMutation(LOGOUT);
  useLiveUpdates();
  const Section = ADMIN_SECTIONS[tab];

  // The tab is in the address, so a link (or a reload) opens it; leaving a tab counts again what waits.
  function selectTab(next: DashboardTab) {
    setParams({ tab: next }, { replace: true });
    void waiting.refetch().catch(() => undefined);
  }

  // The server ends the session and clears the cookie; the cached admin data goes with it.
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
      {viewer && !allowed && <p role="alert">{notYoursMessage(viewer, DASHBOARD_TABS.find((named) => named.key === tab)!.label)}</p>}
      {!countsSettled && <p role="status">{LOADING_TEXT}</p>}
      <div hidden={!countsSettled}>
        <Tabs
          label="Dashboard sections"
          tabs={tabsWithWaiting(waiting.data, tabs)}
          selected={allowed ? tab : (tabs[0]?.key ?? tab)}
          onSelect={selectTab}
          overflow="scroll"
        >
          {allowed && <Section />}
        </Tabs>
      </div>
    </main>
  );
}
