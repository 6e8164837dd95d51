import { Link } from 'react-router';
import { pastEvents } from '../../content/past-events';
import styles from './events-page.module.css';

/** The events of the page, so that a visitor reaches one without scrolling past the feedback forms. */
export function EventsContents() {
  return (
    <nav className={styles.contents} aria-labelledby="events-contents">
      <h2 id="events-contents">Events on this page</h2>
      <ul>
        {pastEvents.map((event) => (
          <li key={event.id}>
            <Link to={{ hash: event.id }}>{event.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
