import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import styles from './event-detail-page.module.css';

/** An unknown /event/{id}: said plainly, with ways on. */
export function EventNotFound({ id }: { id: string }) {
  return (
    <main className={`${styles.page} ${styles.notFound}`}>
      <PageMeta title="Event not found" description="This event could not be found." path={`/event/${encodeURIComponent(id)}`} noIndex />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Event not found</h1>
      <p>We could not find this event. The link may be mistyped, or the event may have been removed.</p>
      <p className={styles.ways}>
        <Link to="/" className={styles.back}>
          <span aria-hidden="true">←</span> Back to Home
        </Link>
        <Link to="/events" className={styles.all}>
          See all events and workshops
        </Link>
      </p>
    </main>
  );
}
