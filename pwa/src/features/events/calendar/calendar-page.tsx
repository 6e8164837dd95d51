import { type EventData, addMonths, eventTouches, monthOf, monthRange, monthTitle, todayInKolkata } from '@site/schema';
import { useState } from 'react';
import buttons from '../../../components/button.module.css';
import layout from '../../../components/page-layout.module.css';
import { PageMeta } from '../../../components/page-meta';
import { StatusMessage } from '../../../components/status-message';
import { EventCard } from '../server-events/event-card';
import cards from '../server-events/event-card.module.css';
import { StaleEventsNote } from '../server-events/stale-events-note';
import { EVENTS_FAILED_MESSAGE, useServerEvents } from '../server-events/use-server-events';
import styles from './calendar-page.module.css';

type CalendarMode = 'month' | 'list';

export function CalendarPage() {
  const { state, reload } = useServerEvents();
  const [mode, setMode] = useState<CalendarMode>('month');
  const [today] = useState(() => todayInKolkata());
  const [month, setMonth] = useState(() => monthOf(today));
  const events = state.status === 'loaded' || state.status === 'cached' ? state.events : [];
  const { from, to } = monthRange(month);
  const shown =
    mode === 'month' ? byDate(events.filter((event) => eventTouches(event, from, to))) : events.filter((event) => eventTouches(event, today, today));
  const title = monthTitle(month);

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
      {mode === 'month' ? (
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
      <section aria-label={mode === 'month' ? `Events in ${title}` : "Today's events"} aria-busy={state.status === 'loading'}>
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
        {(state.status === 'loaded' || state.status === 'cached') && shown.length === 0 && (
          <p className={styles.empty}>{mode === 'month' ? `No events scheduled for ${title}` : 'No events scheduled for today'}</p>
        )}
        {shown.length > 0 && (
          <ul className={cards.list}>
            {shown.map((event) => (
              <li key={event.id}>
                <EventCard event={event} headingLevel={3} when={mode === 'list' ? 'All day' : undefined} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

/** A month reads in date order; the server lists newest first. */
function byDate(events: EventData[]): EventData[] {
  return [...events].sort((a, b) => a.date.localeCompare(b.date));
}
