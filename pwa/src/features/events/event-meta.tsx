import styles from './event-meta.module.css';

/** The date and venue line of an event, with whichever of them is on record. */
export function EventMeta({ dateText, location }: { dateText?: string; location?: string }) {
  if (!dateText && !location) return null;
  return (
    <p className={styles.meta}>
      {dateText && (
        <span>
          <span className="visually-hidden">Date: </span>
          {dateText}
        </span>
      )}
      {location && (
        <span>
          <span className="visually-hidden">Venue: </span>
          {location}
        </span>
      )}
    </p>
  );
}
