import type { Permission } from '@site/schema';
import type { TabItem } from '../../components/tabs';
import type { Waiting } from './waiting-operations';

export type DashboardTab =
  | 'events'
  | 'support'
  | 'jobs'
  | 'training'
  | 'enquiries'
  | 'feedback'
  | 'downloads'
  | 'webhooks'
  | 'personal-data'
  | 'accounts'
  | 'activity'
  | 'api-keys'
  | 'account';

export const DASHBOARD_TABS: readonly TabItem<DashboardTab>[] = [
  { key: 'events', label: 'Events' },
  { key: 'support', label: 'Support Inquiries' },
  { key: 'jobs', label: 'Job Applications' },
  { key: 'training', label: 'Training Sessions' },
  { key: 'enquiries', label: 'Enquiries' },
  { key: 'feedback', label: 'Feedback' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'webhooks', label: 'Webhooks' },
  { key: 'personal-data', label: 'Personal data' },
  { key: 'accounts', label: 'Accounts' },
  { key: 'activity', label: 'Activity' },
  { key: 'api-keys', label: 'API keys' },
  { key: 'account', label: 'Your account' },
];

/** What opening each tab needs (null: any signed-in person); the server's permission table gives a role its permissions. */
export const TAB_PERMISSIONS: Record<DashboardTab, Permission | null> = {
  events: 'events:read',
  support: 'tickets:read',
  jobs: 'careers:read',
  training: 'training:read',
  enquiries: 'enquiries:read',
  feedback: 'feedback:read',
  downloads: 'downloads:read',
  webhooks: 'webhooks:read',
  'personal-data': 'personal-data:read',
  accounts: 'accounts:read',
  activity: 'audit:read',
  'api-keys': 'accounts:write',
  account: null,
};

/** The tabs these permissions open, in the dashboard's order. */
export function tabsFor(permissions: readonly string[]): readonly TabItem<DashboardTab>[] {
  return DASHBOARD_TABS.filter((tab) => {
    const needed = TAB_PERMISSIONS[tab.key];
    return needed === null || permissions.includes(needed);
  });
}

/** The tab a `?tab=` link names, or the first one; `tabs` are the ones the viewer may open. */
export function tabFrom(param: string | null, tabs: readonly TabItem<DashboardTab>[] = DASHBOARD_TABS): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.key === param)?.key ?? tabs[0]?.key ?? 'feedback';
}

const WAITING_BADGES: Partial<Record<DashboardTab, (waiting: Waiting) => [number, string]>> = {
  support: (w) => [w.openTickets, 'open'],
  jobs: (w) => [w.pendingApplications, 'pending'],
  enquiries: (w) => [w.enquiriesWithoutRemark + w.contactsWithoutRemark, 'without remark'],
};

/** The tabs with how much waits in each, where anything does. */
export function tabsWithWaiting(waiting: Waiting | undefined, tabs: readonly TabItem<DashboardTab>[] = DASHBOARD_TABS): readonly TabItem<DashboardTab>[] {
  if (!waiting) return tabs;
  return tabs.map((tab) => {
    const [count, what] = WAITING_BADGES[tab.key]?.(waiting) ?? [0, ''];
    return count > 0 ? { ...tab, badge: `${count} ${what}` } : tab;
  });
}
