import { aboutCounters, aboutParagraph, focusAreas } from '../../content/about';
import { AboutCarousel } from './about-carousel';
import { AboutCounter } from './about-counter';
import styles from './about.module.css';
import sections from './section.module.css';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/** 'About Us': the figures, who we are, what we focus on, and pictures of the work. */
export function AboutSection() {
  const reducedMotion = useReducedMotion();
  return (
    <section id="about" className={sections.section} aria-labelledby="about-title">
      <h2 id="about-title" className={sections.title}>
        About Us
      </h2>
      <div className={styles.layout}>
        <div className={styles.story}>
          <dl className={styles.counters}>
            {aboutCounters.map((counter) => (
              <AboutCounter key={counter.label} counter={counter} animate={!reducedMotion} />
            ))}
          </dl>
          <p className={styles.paragraph}>{aboutParagraph}</p>
        </div>
        <AboutCarousel />
      </div>
      <ul className={styles.focusAreas} aria-label="Our focus areas">
        {focusAreas.map((area) => (
          <li key={area.title} className={styles.focusArea}>
            <h3 className={styles.focusTitle}>{area.title}</h3>
            <p>{area.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
