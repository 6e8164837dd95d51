import type { ReactNode } from 'react';
import { feedbackSection } from '../../content/past-events';
import styles from './events-page.module.css';

/** The 'newproductdevelopment' (Feedbacks) section: its title and introduction, then the forms it is given. */
export function FeedbackSection({ highlighted, forms }: { highlighted: boolean; forms: ReactNode }) {
  return (
    <section id={feedbackSection.id} className={styles.section} aria-labelledby="feedback-title" data-highlighted={highlighted || undefined}>
      <h2 id="feedback-title">{feedbackSection.title}</h2>
      {feedbackSection.intro.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {forms}
    </section>
  );
}
