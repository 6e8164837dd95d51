import { lazy, Suspense } from 'react';

/**
 * The dashboard's tabs that belong to other features. A feature does not import another, so the
 * dashboard reaches them through the app; each loads only when its tab is first shown.
 */
const EventsAdmin = lazy(() => import('../features/events/admin/events-admin').then((m) => ({ default: m.EventsAdmin })));

export function EventsAdminSection() {
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <EventsAdmin />
    </Suspense>
  );
}

const TrainingAdmin = lazy(() => import('../features/training/admin/training-tab').then((m) => ({ default: m.TrainingTab })));

export function TrainingAdminSection() {
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <TrainingAdmin />
    </Suspense>
  );
}
