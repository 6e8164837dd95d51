import buttons from '../../../components/button.module.css';
import layout from '../../../components/page-layout.module.css';
import { PageMeta } from '../../../components/page-meta';
import { StatusMessage } from '../../../components/status-message';
import { EventCard } from '../server-events/event-card';
import cards from '../server-events/event-card.module.css';
import { StaleEventsNote } from '../server-events/stale-events-note';
import { EVENTS_FAILED_MESSAGE, useServerEvents } from '../server-events/use-server-events';
import styles from './updates-page.module.css';

export function UpdatesPage() {
  const { state, reload } = useServerEvents();
  const events = state.status === 'loaded' || state.status === 'cached' ? state.events : [];
  return (
    <main className={layout.page}>
      <PageMeta
        title="Latest Events"
        description="The latest events, expos and workshops of SVR Robotics, with dates, places, brochures and registration."
        path="/updates"
      />
      <header className={`${layout.header} ${styles.header}`}>
        <div>
          <h1>Latest Events</h1>
          <p>
            Upcoming and recent events, expos and workshops. Subscribe in your calendar app with the <a href="/events.ics">events calendar feed</a>.
          </p>
        </div>
        <button type="button" className={buttons.secondary} onClick={() => void reload()} disabled={state.status === 'loading'}>
          Refresh Events
        </button>
      </header>
      <section aria-label="Events" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <p role="status">Loading events…</p>}
        {state.status === 'failed' && (
          <div className={styles.failed}>
            <StatusMessage tone="error">Error: {EVENTS_FAILED_MESSAGE}</StatusMessage>
            <button type="button" className={buttons.primary} onClick={() => void reload()}>
              Try Again
            </button>
          </div>
        )}
        {state.status === 'cached' && <StaleEventsNote savedAt={state.savedAt} />}
        {(state.status === 'loaded' || state.status === 'cached') && events.length === 0 && <p className={styles.empty}>No Events Found</p>}
        {events.length > 0 && (
          <ul className={cards.list}>
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
