import type { TabItem } from '../../components/tabs';
import type { Waiting } from './waiting-operations';

export type DashboardTab = 'events' | 'support' | 'jobs' | 'training' | 'enquiries' | 'feedback' | 'downloads' | 'account';

export const DASHBOARD_TABS: readonly TabItem<DashboardTab>[] = [
  { key: 'events', label: 'Events' },
  { key: 'support', label: 'Support Inquiries' },
  { key: 'jobs', label: 'Job Applications' },
  { key: 'training', label: 'Training Sessions' },
  { key: 'enquiries', label: 'Enquiries' },
  { key: 'feedback', label: 'Feedback' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'account', label: 'Your account' },
];

export const DEFAULT_TAB: DashboardTab = 'events';

/** The tab a `?tab=` link names, or the first one. */
export function tabFrom(param: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.key === param)?.key ?? DEFAULT_TAB;
}

const WAITING_BADGES: Partial<Record<DashboardTab, (waiting: Waiting) => [number, string]>> = {
  support: (w) => [w.openTickets, 'open'],
  jobs: (w) => [w.pendingApplications, 'pending'],
  enquiries: (w) => [w.enquiriesWithoutRemark + w.contactsWithoutRemark, 'without remark'],
};

/** The tabs with how much waits in each, where anything does. */
export function tabsWithWaiting(waiting: Waiting | undefined): readonly TabItem<DashboardTab>[] {
  if (!waiting) return DASHBOARD_TABS;
  return DASHBOARD_TABS.map((tab) => {
    const [count, what] = WAITING_BADGES[tab.key]?.(waiting) ?? [0, ''];
    return count > 0 ? { ...tab, badge: `${count} ${what}` } : tab;
  });
}
