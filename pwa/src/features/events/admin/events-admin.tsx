import { useMutation, useQuery } from '@apollo/client/react';
import { type EventData, eventDateText } from '@site/schema';
import { useState } from 'react';
import buttons from '../../../components/button.module.css';
import { StatusMessage } from '../../../components/status-message';
import { useNotice } from '../../../lib/admin/use-notice';
import { ADMIN_EVENTS, DELETE_EVENT } from './admin-event-documents';
import { EventForm } from './event-form';
import styles from './events-admin.module.css';

/** What the panel shows first: the list, the add form, or the update form of one event (by id). */
export type EventsAdminStart = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string };

interface EventsAdminProps {
  start?: EventsAdminStart;
  /** Lets a route follow the panel (from /admin/events/add back to /admin/events); the dashboard tab needs nothing. */
  onShow?: (shown: EventsAdminStart) => void;
}

/** The admin's events: list, add, update and delete. */
export function EventsAdmin({ start = { kind: 'list' }, onShow }: EventsAdminProps) {
  const { data, loading, error, refetch } = useQuery(ADMIN_EVENTS, { fetchPolicy: 'network-only' });
  const [deleteEvent] = useMutation(DELETE_EVENT);
  const [shown, setShown] = useState<EventsAdminStart>(start);
  const { notice, success, failure } = useNotice();

  const show = (next: EventsAdminStart) => {
    setShown(next);
    onShow?.(next);
  };

  async function remove(event: EventData) {
    if (!window.confirm(`Delete the event "${event.title}"? This cannot be undone.`)) return;
    try {
      await deleteEvent({ variables: { id: event.id } });
      success('Event deleted successfully!');
      await refetch();
    } catch {
      failure('Failed to delete event');
    }
  }

  if (loading && !data) return <p role="status">Loading events…</p>;
  if (error && !data) return <StatusMessage tone="error">Failed to fetch events</StatusMessage>;
  if (!data?.currentAdmin) return <StatusMessage tone="error">Unauthorized</StatusMessage>;

  const editing = shown.kind === 'edit' ? data.events.find((event) => event.id === shown.id) : undefined;
  if (shown.kind === 'add' || editing) {
    return (
      <EventForm
        key={editing?.id ?? 'new'}
        event={editing ?? null}
        onClose={(saved) => {
          show({ kind: 'list' });
          if (saved) void refetch();
        }}
      />
    );
  }

  return (
    <section aria-labelledby="admin-events-title">
      <div className={styles.bar}>
        <h2 id="admin-events-title">Events</h2>
        <button type="button" className={buttons.primary} onClick={() => show({ kind: 'add' })}>
          Add Event
        </button>
      </div>
      {shown.kind === 'edit' && <StatusMessage tone="error">Event not found.</StatusMessage>}
      {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      {data.events.length === 0 ? (
        <p>No Events Found</p>
      ) : (
        <ul className={styles.list}>
          {data.events.map((event) => (
            <li key={event.id} className={styles.row}>
              {event.images[0] ? <img src={event.images[0].url} alt="" width={96} height={64} className={styles.thumb} /> : <span className={styles.thumb} />}
              <div className={styles.summary}>
                <h3>{event.title}</h3>
                <p>
                  {eventDateText(event)} · {event.location}
                </p>
              </div>
              <div className={styles.actions}>
                <button type="button" className={buttons.secondary} onClick={() => show({ kind: 'edit', id: event.id })} aria-label={`Update ${event.title}`}>
                  Update
                </button>
                <button type="button" className={styles.delete} onClick={() => void remove(event)} aria-label={`Delete ${event.title}`}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
