import { Link } from 'react-router';
import { site } from '../../content/site';
import styles from './downloads-page.module.css';

/** Where to turn when a download or a licence gives trouble. */
export function SupportContact() {
  return (
    <section className={styles.support} aria-labelledby="downloads-support">
      <h2 id="downloads-support">Need help with a download or a licence?</h2>
      <ul className={styles.contacts}>
        <li>
          E-mail: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </li>
        <li>
          Phone: <a href={site.phone.href}>{site.phone.display}</a>
        </li>
        <li>
          24/7 support line: <a href={site.supportPhone.href}>{site.supportPhone.display}</a>
        </li>
      </ul>
      <p>
        Or raise a request on our <Link to="/support">Customer Support</Link> page.
      </p>
    </section>
  );
}
