import { megabytes, SUPPORT_RESPONSE_HOURS, TICKET_ATTACHMENT_MAX_BYTES } from '@site/schema';
import type { ReactNode } from 'react';
import { site } from '../../content/site';
import styles from './support-page.module.css';

const hours = site.businessHours.map((entry) => `${entry.days}: ${entry.hours}`).join('; ');

const QUESTIONS: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'How soon will you answer my request?',
    answer: `We answer every request within ${SUPPORT_RESPONSE_HOURS.min} to ${SUPPORT_RESPONSE_HOURS.max} hours. Maintenance requests that stop your work are handled first.`,
  },
  {
    question: 'When can I reach you?',
    answer: (
      <>
        Our office hours are {hours}. For urgent trouble outside these hours, call our 24/7 support line on{' '}
        <a href={site.supportPhone.href}>{site.supportPhone.display}</a>.
      </>
    ),
  },
  {
    question: 'What should a maintenance request include?',
    answer: `The machine or kit concerned, its serial number if it has one, what happens and since when. A photo of the fault or an error report (PDF, JPEG or PNG, up to ${megabytes(TICKET_ATTACHMENT_MAX_BYTES)}) helps our engineers come prepared.`,
  },
  {
    question: 'How do I follow up on a request?',
    answer: (
      <>
        Quote the ticket number we gave you (it starts with SR-) when you write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or call{' '}
        <a href={site.phone.href}>{site.phone.display}</a>.
      </>
    ),
  },
  {
    question: 'Can I send a request without an internet connection?',
    answer: 'Yes. The form saves your request on this device and sends it automatically as soon as you are back online.',
  },
];

export function SupportFaq() {
  return (
    <section className={styles.faq} aria-labelledby="support-faq">
      <h2 id="support-faq">Frequently Asked Questions</h2>
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question} className={styles.question}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </section>
  );
}
