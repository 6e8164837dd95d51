import { useNavigate, useParams } from 'react-router';
import layout from '../../../components/page-layout.module.css';
import { PageMeta } from '../../../components/page-meta';
import { EventsAdmin, type EventsAdminStart } from './events-admin';

const PATHS: Record<EventsAdminStart['kind'], (shown: EventsAdminStart) => string> = {
  list: () => '/admin/events',
  add: () => '/admin/events/add',
  edit: (shown) => `/admin/events/edit/${shown.kind === 'edit' ? shown.id : ''}`,
};

/** /admin/events, /admin/events/add and /admin/events/edit/{id}: the Events tab on a page of its own, inside the admin layout's client. */
function EventsAdminPage({ mode }: { mode: EventsAdminStart['kind'] }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const start: EventsAdminStart = mode === 'edit' ? { kind: 'edit', id } : { kind: mode };
  return (
    <main className={layout.page}>
      <PageMeta title="Admin Events" description="Administration of events." path="/admin/events" noIndex />
      <header className={layout.header}>
        <h1>Events</h1>
      </header>
      <EventsAdmin key={`${mode}:${id}`} start={start} onShow={(shown) => void navigate(PATHS[shown.kind](shown))} />
    </main>
  );
}

export const EventsListPage = () => <EventsAdminPage mode="list" />;
export const AddEventPage = () => <EventsAdminPage mode="add" />;
export const EditEventPage = () => <EventsAdminPage mode="edit" />;
