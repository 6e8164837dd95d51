import { feedbackSection } from '../../content/past-events';
import styles from './events-page.module.css';
import { EventFeedbackForm } from './feedback/event-feedback-form';
import { PresentationFeedbackForm } from './feedback/presentation-feedback-form';

/** The 'newproductdevelopment' (Feedbacks) section: presentation feedback first, then event feedback. */
export function FeedbackSection({ highlighted }: { highlighted: boolean }) {
  return (
    <section
      id={feedbackSection.id}
      className={styles.section}
      aria-labelledby="feedback-title"
      data-highlighted={highlighted || undefined}
    >
      <h2 id="feedback-title">{feedbackSection.title}</h2>
      {feedbackSection.intro.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <div className={styles.forms}>
        <section className={styles.form} aria-labelledby="presentation-feedback-title">
          <h3 id="presentation-feedback-title">Presentation Feedback</h3>
          <PresentationFeedbackForm />
        </section>
        <section className={styles.form} aria-labelledby="event-feedback-title">
          <h3 id="event-feedback-title">Event Feedback</h3>
          <EventFeedbackForm />
        </section>
      </div>
    </section>
  );
}
