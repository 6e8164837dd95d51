import buttons from '../../../components/button.module.css';
import layout from '../../../components/page-layout.module.css';
import { PageMeta } from '../../../components/page-meta';
import { usePublicRead } from '../../../lib/public-read/use-public-read';
import { EventCard } from '../server-events/event-card';
import { ServerEventList } from '../server-events/server-event-list';
import { serverEventsRead } from '../server-events/server-events-read';
import styles from './updates-page.module.css';

export function UpdatesPage() {
  const read = usePublicRead(serverEventsRead);
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
        <button type="button" className={buttons.secondary} onClick={() => void read.refresh()} disabled={read.refreshing}>
          Refresh Events
        </button>
      </header>
      <ServerEventList label="Events" read={read} shown={read.data ?? []} emptyText="No Events Found" renderEvent={(event) => <EventCard event={event} />} />
    </main>
  );
}
