import type { TabItem } from '../../components/tabs';

export type DashboardTab = 'events' | 'support' | 'jobs' | 'training' | 'enquiries' | 'feedback';

export const DASHBOARD_TABS: readonly TabItem<DashboardTab>[] = [
  { key: 'events', label: 'Events' },
  { key: 'support', label: 'Support Inquiries' },
  { key: 'jobs', label: 'Job Applications' },
  { key: 'training', label: 'Training Sessions' },
  { key: 'enquiries', label: 'Enquiries' },
  { key: 'feedback', label: 'Feedback' },
];

/** The tab named in the address, or the first (Events) when it names none. */
export function dashboardTabOf(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.key === value)?.key ?? 'events';
}
