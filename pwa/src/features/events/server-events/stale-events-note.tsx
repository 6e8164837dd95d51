import { formatSubmittedAt } from '@site/schema';
import styles from './event-card.module.css';

/** Says that the events shown are the copy on this device, and since when. */
export function StaleEventsNote({ savedAt }: { savedAt: string }) {
  return (
    <p className={styles.stale} role="status">
      You are offline or the server cannot be reached. These are the events as of {formatSubmittedAt(savedAt)}; they may be out of date.
    </p>
  );
}
