import { site } from '../../content/site';
import { BusinessHours } from './business-hours';
import styles from './contact-page.module.css';

/** Address, e-mail, phone and opening hours. */
export function ContactDetails() {
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="contact-address">
        <h2 id="contact-address">Address</h2>
        <address>
          {site.companyName}
          {site.address.lines.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      </section>
      <section className={styles.card} aria-labelledby="contact-email">
        <h2 id="contact-email">E-mail</h2>
        <p>
          Support: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </p>
      </section>
      <section className={styles.card} aria-labelledby="contact-phone">
        <h2 id="contact-phone">Phone</h2>
        <p>
          <a href={site.phone.href}>{site.phone.display}</a>
        </p>
      </section>
      <BusinessHours />
    </div>
  );
}
