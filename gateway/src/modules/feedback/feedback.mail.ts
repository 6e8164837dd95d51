import type { EntityClass } from '@mikro-orm/core';
import { type MailRow, teamMail } from '../../mail/mail-layout.js';
import type { MailComposer } from '../../mail/mail-message.js';
import { EventFeedback } from './event-feedback.entity.js';
import type { FeedbackBase } from './feedback-base.entity.js';
import { PresentationFeedback } from './presentation-feedback.entity.js';

function feedbackRows(feedback: FeedbackBase): MailRow[] {
  return [
    ['Event', feedback.eventTitle],
    ['HOD', `${feedback.hodName}, ${feedback.hodEmail}, ${feedback.hodMobile}`],
    ['Principal', `${feedback.principalName}, ${feedback.principalEmail}, ${feedback.principalMobile}`],
    ['Question 1', feedback.question1],
    ['Question 2', feedback.question2],
    ['Question 3', feedback.question3],
    ['Question 4', feedback.question4],
    ['Question 5', feedback.question5],
  ];
}

/** The team hears of each feedback form; the forms ask nothing that needs a reply, so the visitor gets none. */
function feedbackMail<T extends FeedbackBase>(table: string, entity: EntityClass<T>, kind: string, author: (feedback: T) => MailRow[]): MailComposer {
  return {
    table,
    feature: 'feedback',
    async compose(em, id, audience, settings) {
      const feedback = audience === 'team' ? await em.findOne(entity, id as never) : null;
      if (!feedback) return null;
      return teamMail(settings, 'feedback', {
        subject: `${kind}: ${feedback.eventTitle}`,
        heading: kind,
        rows: [...author(feedback), ...feedbackRows(feedback)],
      });
    },
  };
}

export const eventFeedbackMail = feedbackMail('event_feedbacks', EventFeedback, 'Event feedback', (feedback) => [
  ['Student', `${feedback.studentName}, ${feedback.studentEmail}, ${feedback.studentMobile}`],
  ['College', feedback.collegeName],
]);

export const presentationFeedbackMail = feedbackMail('presentation_feedbacks', PresentationFeedback, 'Presentation feedback', (feedback) => [
  ['Presenter', `${feedback.presentatorName}, ${feedback.presentatorMobile}`],
]);
