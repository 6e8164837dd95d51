import { site } from '../../content/site';
import styles from './contact-page.module.css';

/** Office hours, and the support line that is open around the clock. */
export function BusinessHours() {
  return (
    <section className={styles.card} aria-labelledby="contact-hours">
      <h2 id="contact-hours">Business Hours</h2>
      <dl className={styles.hours}>
        {site.businessHours.map((entry) => (
          <div key={entry.days}>
            <dt>{entry.days}</dt>
            <dd>{entry.hours}</dd>
          </div>
        ))}
        <div>
          <dt>24/7 support line</dt>
          <dd>
            <a href={site.supportPhone.href}>{site.supportPhone.display}</a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
