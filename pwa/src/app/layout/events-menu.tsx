import { Link } from 'react-router';
import { eventsMenu } from '../../content/navigation';
import styles from './top-bar.module.css';

/** The Events panel: the sections of /events, Feedbacks first. */
export function EventsMenu() {
  return (
    <ul className={`${styles.menuList} ${styles.eventsList}`}>
      {eventsMenu.map((item) => (
        <li key={item.href}>
          <Link to={item.href} className={styles.menuItem}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
