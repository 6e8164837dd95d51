import { LOGO_SCROLL_S } from '@site/schema';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import buttons from '../../components/button.module.css';
import { partners } from '../../content/partners';
import type { Partner } from '../../content/types';
import styles from './collaborations.module.css';
import sections from './section.module.css';

const rows: readonly (readonly Partner[])[] = [partners, [...partners].reverse()];

/** Partner wordmarks: two rows gliding in opposite directions, then the same eight in a still grid. */
export function Collaborations() {
  return (
    <section className={sections.section} aria-labelledby="collaborations-title">
      <h2 id="collaborations-title" className={sections.title}>
        Our Valued Collaborations
      </h2>
      <p className={sections.lead}>Research institutions, industry leaders and software partners we work with.</p>
      {/* The rows repeat the grid below for the eye only; the grid is the list. */}
      <div className={styles.marquee} aria-hidden="true" style={{ '--logo-scroll': `${LOGO_SCROLL_S}s` } as CSSProperties}>
        {rows.map((row, index) => (
          <div key={index} className={styles.row} data-direction={index === 0 ? 'left' : 'right'}>
            <div className={styles.track}>
              {[...row, ...row].map((partner, position) => (
                <span key={position} className={styles.wordmark}>
                  {partner.name}
                </span>
              ))}
            </div>
          </div>
        ))}
      </div>
      <ul className={styles.grid} aria-label="Partners">
        {partners.map((partner) => (
          <li key={partner.name} className={styles.wordmark}>
            {partner.name}
          </li>
        ))}
      </ul>
      <p className={sections.action}>
        <Link to="/contact" className={buttons.primary}>
          Explore Partnership Opportunities
        </Link>
      </p>
    </section>
  );
}
