import { type EventData, eventDateText } from '@site/schema';
import { nameOfParts } from '../../../lib/accessible-name';
import styles from './event-card.module.css';

// The uploads have no known size; the frame fixes the space so the page does not jump as they load.
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 360;

interface EventCardProps {
  event: EventData;
  /** 'All day' on the calendar's Today view, instead of the dates. */
  when?: string;
  headingLevel?: 2 | 3;
}

/** An event from the server: image, date, title, location, description and the links it has. */
export function EventCard({ event, when, headingLevel = 2 }: EventCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [image] = event.images;
  const [firstDescription, ...more] = event.descriptions;
  return (
    <article className={styles.card} aria-labelledby={`event-${event.id}`}>
      <div className={styles.frame}>
        {image ? (
          <img src={image.url} alt={`${event.title}: ${image.name}`} width={IMAGE_WIDTH} height={IMAGE_HEIGHT} loading="lazy" decoding="async" />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.date}>{when ?? eventDateText(event)}</p>
        <Heading id={`event-${event.id}`} className={styles.title}>
          {event.title}
        </Heading>
        <p className={styles.location}>{event.location}</p>
        {more.length > 0 ? (
          <ul className={styles.descriptions}>
            {event.descriptions.map((description, index) => (
              <li key={index}>{description}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.description}>{firstDescription}</p>
        )}
        <div className={styles.links}>
          {event.registrationLink && (
            <a href={event.registrationLink} target="_blank" rel="noopener noreferrer" className={styles.primaryLink}>
              Register
            </a>
          )}
          {event.meetingLink && (
            <a href={event.meetingLink} target="_blank" rel="noopener noreferrer" className={styles.link}>
              Join Meeting
            </a>
          )}
          {event.brochure && (
            <a href={event.brochure.url} download={event.brochure.name} className={styles.link}>
              Download Brochure
            </a>
          )}
          <a href={`/events/${event.id}.ics`} download className={styles.link} aria-label={nameOfParts('Add to calendar', event.title)}>
            Add to calendar
          </a>
        </div>
      </div>
    </article>
  );
}
