import { Link } from 'react-router';
import type { PastEvent } from '../../content/types';
import { EventGallery } from './event-gallery';
import { EventMeta } from './event-meta';
import styles from './events-page.module.css';

export function PastEventSection({ event, highlighted }: { event: PastEvent; highlighted: boolean }) {
  const titleId = `${event.id}-title`;
  return (
    <section id={event.id} className={styles.section} aria-labelledby={titleId} data-highlighted={highlighted || undefined}>
      {/* Further menu anchors (such as 'expo') that lead to this same section. */}
      {event.anchorAliases?.map((alias) => (
        <span key={alias} id={alias} className={styles.alias} />
      ))}
      <h2 id={titleId}>{event.title}</h2>
      <EventMeta dateText={event.dateText} location={event.location} />
      {event.summary.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <EventGallery gallery={event.gallery} />
      <Link to={`/event/${event.id}`} className={styles.more}>
        More about {event.title}
      </Link>
    </section>
  );
}
