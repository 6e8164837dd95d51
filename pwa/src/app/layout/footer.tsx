import { footerQuickLinks } from '../../content/navigation';
import { site } from '../../content/site';
import styles from './footer.module.css';
import { SocialIcon } from './social-icon';

const NEW_TAB = ' (opens in a new tab)';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-about" className={styles.about}>
          <h2 id="footer-about">{site.companyName}</h2>
          <p>{site.blurb}</p>
          <p className={styles.muted}>Associated with:</p>
          <ul className={styles.associations}>
            {site.associations.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <ul className={styles.socials} aria-label="Social media">
            {site.socials.map((social) => (
              <li key={social.network}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${social.label}${NEW_TAB}`} className={styles.social}>
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className={styles.list}>
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener">
                  {link.label}
                  <span className="visually-hidden">{NEW_TAB}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect">Connect with Us</h2>
          <ul className={styles.list}>
            <li>
              <span className={styles.muted}>Phone</span>
              <a href={site.phone.href}>{site.phone.display}</a>
            </li>
            <li>
              <span className={styles.muted}>Support e-mail</span>
              <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © {site.copyrightYear} {site.companyName}. All rights reserved.
      </p>
    </footer>
  );
}
