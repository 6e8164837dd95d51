import { type EventData, formatSubmittedAt } from '@site/schema';
import type { ReactNode } from 'react';
import buttons from '../../../components/button.module.css';
import { StatusMessage } from '../../../components/status-message';
import type { PublicReadView } from '../../../lib/public-read/use-public-read';
import styles from './server-event-list.module.css';

export const EVENTS_FAILED_MESSAGE = 'Failed to fetch events';

interface ServerEventListProps {
  /** The section's accessible name. */
  label: string;
  read: PublicReadView<EventData[]>;
  /** The events of the read that the page shows now. */
  shown: EventData[];
  /** What the page says when it has loaded and shows none. */
  emptyText: string;
  renderEvent: (event: EventData) => ReactNode;
}

/**
 * The server's events on /updates and /calendar: loading, the failure with Try Again, the note over
 * the copy kept on this device, then the events shown or the text for none.
 */
export function ServerEventList({ label, read: { state, refreshing, refresh }, shown, emptyText, renderEvent }: ServerEventListProps) {
  return (
    <section aria-label={label} aria-busy={refreshing}>
      {state.status === 'loading' && <p role="status">Loading events…</p>}
      {state.status === 'failed' && (
        <div className={styles.failed}>
          <StatusMessage tone="error">Error: {EVENTS_FAILED_MESSAGE}</StatusMessage>
          <button type="button" className={buttons.primary} onClick={() => void refresh()}>
            Try Again
          </button>
        </div>
      )}
      {state.status === 'stale' && (
        <p className={styles.stale} role="status">
          You are offline or the server cannot be reached. These are the events as of {formatSubmittedAt(state.savedAt)}; they may be out of date.
        </p>
      )}
      {'data' in state && shown.length === 0 && <p className={styles.empty}>{emptyText}</p>}
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((event) => (
            <li key={event.id}>{renderEvent(event)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
