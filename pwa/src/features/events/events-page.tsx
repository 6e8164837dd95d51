import type { ReactNode } from 'react';
import { PageMeta } from '../../components/page-meta';
import { feedbackSection, pastEvents } from '../../content/past-events';
import { EventsContents } from './events-contents';
import styles from './events-page.module.css';
import { FeedbackSection } from './feedback-section';
import { PastEventSection } from './past-event-section';
import { useHashHighlight } from './use-hash-highlight';

/** The section an Events-menu anchor leads to (aliases such as 'expo' included). */
export function eventSectionOf(anchor: string): string | undefined {
  if (anchor === feedbackSection.id) return anchor;
  return pastEvents.find((event) => event.id === anchor || event.anchorAliases?.includes(anchor))?.id;
}

/**
 * The past events, after the Feedbacks section. The feedback forms belong to the feedback feature, so
 * the page is given them (by app/events-with-feedback-page.tsx) rather than importing them.
 */
export function EventsPage({ feedbackForms }: { feedbackForms: ReactNode }) {
  const highlighted = useHashHighlight(eventSectionOf);
  return (
    <main className={styles.page}>
      <PageMeta
        title="Events and Workshops"
        description="Exhibitions, conferences, online competitions and robotics workshops of SVR Robotics, with photos, and feedback forms for our presentations and events."
        path="/events"
        image={pastEvents[0]?.gallery[0]?.image.src}
      />
      <header className={styles.header}>
        <h1>Events and Workshops</h1>
        <p>Exhibitions, conferences, online competitions and hands-on workshops we have taken part in. Choose a picture to see it larger.</p>
        <EventsContents />
      </header>
      <FeedbackSection highlighted={highlighted === feedbackSection.id} forms={feedbackForms} />
      {pastEvents.map((event) => (
        <PastEventSection key={event.id} event={event} highlighted={highlighted === event.id} />
      ))}
    </main>
  );
}
