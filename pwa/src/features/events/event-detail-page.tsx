import { Link, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { findEventDetail } from '../../content/event-details';
import { EventCarousel } from './event-carousel';
import styles from './event-detail-page.module.css';
import { EventMeta } from './event-meta';
import { EventNotFound } from './event-not-found';

export function EventDetailPage() {
  const { id } = useParams();
  const event = findEventDetail(id);
  if (event === undefined) return <EventNotFound id={id ?? ''} />;
  return (
    <main className={styles.page}>
      <PageMeta title={event.title} description={event.description[0] ?? event.title} path={`/event/${event.id}`} image={event.images[0]?.image.src} />
      <Link to="/" className={styles.back}>
        <span aria-hidden="true">←</span> Back to Home
      </Link>
      <h1>{event.title}</h1>
      <EventMeta dateText={event.dateText} location={event.location} />
      <div className={styles.description}>
        {event.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <EventCarousel images={event.images} label={`Pictures of ${event.title}`} />
      <Link to={`/events#${event.id}`} className={styles.all}>
        See all events and workshops
      </Link>
    </main>
  );
}
