import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { DashboardTab } from './dashboard-tabs';

/** Each tab's panel loads only when the tab is first shown. */
function section(load: () => Promise<ComponentType>): () => React.JSX.Element {
  const Panel: LazyExoticComponent<ComponentType> = lazy(() => load().then((component) => ({ default: component })));
  return function Section() {
    return (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Panel />
      </Suspense>
    );
  };
}

export const EventsAdminSection = section(() => import('../../features/events/admin/events-admin').then((m) => m.EventsAdmin));
export const TicketsAdminSection = section(() => import('../../features/support/admin/tickets-tab').then((m) => m.TicketsTab));
export const JobsAdminSection = section(() => import('../../features/careers/admin/jobs-tab').then((m) => m.JobsTab));

/** The dashboard's panel for each tab. */
export const ADMIN_SECTIONS: Record<DashboardTab, () => React.JSX.Element> = {
  events: EventsAdminSection,
  support: TicketsAdminSection,
  jobs: JobsAdminSection,
  training: section(() => import('../../features/training/admin/training-tab').then((m) => m.TrainingTab)),
  enquiries: section(() => import('./enquiries-tab').then((m) => m.EnquiriesTab)),
  feedback: section(() => import('../../features/feedback/admin/feedback-tab').then((m) => m.FeedbackTab)),
  downloads: section(() => import('../../features/downloads/admin/downloads-tab').then((m) => m.DownloadsTab)),
  webhooks: section(() => import('../../features/webhooks/admin/webhooks-tab').then((m) => m.WebhooksTab)),
  'personal-data': section(() => import('../../features/personal-data/admin/personal-data-tab').then((m) => m.PersonalDataTab)),
  accounts: section(() => import('../../features/accounts/admin/accounts-tab').then((m) => m.AccountsTab)),
  activity: section(() => import('../../features/audit/admin/activity-tab').then((m) => m.ActivityTab)),
  'api-keys': section(() => import('../../features/api-keys/admin/api-keys-tab').then((m) => m.ApiKeysTab)),
  account: section(() => import('../../features/auth/admin/account-tab').then((m) => m.AccountTab)),
};
