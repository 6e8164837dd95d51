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
