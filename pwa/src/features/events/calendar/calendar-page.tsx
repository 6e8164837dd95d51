import { type EventData, addMonths, eventTouches, monthOf, monthRange, monthTitle, todayInKolkata } from '@site/schema';
import { useState } from 'react';
import buttons from '../../../components/button.module.css';
import layout from '../../../components/page-layout.module.css';
import { PageMeta } from '../../../components/page-meta';
import { usePublicRead } from '../../../lib/public-read/use-public-read';
import { EventCard } from '../server-events/event-card';
import { ServerEventList } from '../server-events/server-event-list';
import { serverEventsRead } from '../server-events/server-events-read';
import styles from './calendar-page.module.css';

type CalendarMode = 'month' | 'list';

export function CalendarPage() {
  const read = usePublicRead(serverEventsRead);
  const [mode, setMode] = useState<CalendarMode>('month');
  const [today] = useState(() => todayInKolkata());
  const [month, setMonth] = useState(() => monthOf(today));
  const events = read.data ?? [];
  const { from, to } = monthRange(month);
  const shown =
    mode === 'month' ? byDate(events.filter((event) => eventTouches(event, from, to))) : events.filter((event) => eventTouches(event, today, today));
  const title = monthTitle(month);
  // The month is shown once the events are read: the prerendered page was built on another day than the visitor's today.
  const loading = read.state.status === 'loading';

  return (
    <main className={layout.page}>
      <PageMeta title="Event Calendar" description="The SVR Robotics event calendar: events by month and today's events." path="/calendar" />
      <header className={layout.header}>
        <h1>Event Calendar</h1>
        <p>
          Events by month, and what is on today. Add them to your phone's calendar with the <a href="/events.ics">calendar feed</a>.
        </p>
      </header>
      <div className={styles.modes} role="group" aria-label="Calendar view">
        <button
          type="button"
          className={mode === 'month' ? buttons.primary : buttons.secondary}
          aria-pressed={mode === 'month'}
          onClick={() => setMode('month')}
        >
          Month View
        </button>
        <button type="button" className={mode === 'list' ? buttons.primary : buttons.secondary} aria-pressed={mode === 'list'} onClick={() => setMode('list')}>
          Today's Events
        </button>
      </div>
      {loading ? null : mode === 'month' ? (
        <div className={styles.monthBar}>
          <button type="button" className={styles.arrow} aria-label="Previous month" onClick={() => setMonth(addMonths(month, -1))}>
            <span aria-hidden="true">‹</span>
          </button>
          <h2 className={styles.monthTitle} aria-live="polite">
            {title}
          </h2>
          <button type="button" className={styles.arrow} aria-label="Next month" onClick={() => setMonth(addMonths(month, 1))}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : (
        <h2 className={styles.monthTitle}>Today's Events</h2>
      )}
      <ServerEventList
        label={loading ? 'Events' : mode === 'month' ? `Events in ${title}` : "Today's events"}
        read={read}
        shown={shown}
        emptyText={mode === 'month' ? `No events scheduled for ${title}` : 'No events scheduled for today'}
        renderEvent={(event) => <EventCard event={event} headingLevel={3} when={mode === 'list' ? 'All day' : undefined} />}
      />
    </main>
  );
}

/** A month reads in date order; the server lists newest first. */
function byDate(events: EventData[]): EventData[] {
  return [...events].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
