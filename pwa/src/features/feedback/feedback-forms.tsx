import { EventFeedbackForm } from './event-feedback-form';
import styles from './feedback-forms.module.css';
import { PresentationFeedbackForm } from './presentation-feedback-form';

/** Both public feedback forms, each under its heading: presentation feedback first, then event feedback. */
export function FeedbackForms() {
  return (
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
  );
}
