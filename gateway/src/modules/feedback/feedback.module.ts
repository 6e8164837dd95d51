import type { PersonFields } from '../../db/personal-data-source.js';
import type { FeatureModule } from '../feature-module.js';
import { EventFeedback } from './event-feedback.entity.js';
import { eventFeedbackMail, presentationFeedbackMail } from './feedback.mail.js';
import { FeedbackResolver } from './feedback.resolver.js';
import { feedbackShimRoutes } from './feedback.rest.js';
import { PresentationFeedback } from './presentation-feedback.entity.js';

/** The HOD and principal both feedback forms may name. */
const REFERENCES: readonly PersonFields[] = [
  { email: 'hodEmail', phone: 'hodMobile', others: ['hodName'] },
  { email: 'principalEmail', phone: 'principalMobile', others: ['principalName'] },
];

export const feedbackModule: FeatureModule = {
  entities: [EventFeedback, PresentationFeedback],
  resolvers: [FeedbackResolver],
  shimRoutes: feedbackShimRoutes,
  mail: [eventFeedbackMail, presentationFeedbackMail],
  // Kept anonymised: the answers and their counts stay, the people they name go.
  personalData: [
    {
      kind: 'eventFeedback',
      label: 'Event feedback',
      entity: EventFeedback,
      people: [{ email: 'studentEmail', phone: 'studentMobile', others: ['studentName', 'collegeName'] }, ...REFERENCES],
      erasure: 'anonymise',
    },
    {
      kind: 'presentationFeedback',
      label: 'Presentation feedback',
      entity: PresentationFeedback,
      people: [{ phone: 'presentatorMobile', others: ['presentatorName'] }, ...REFERENCES],
      erasure: 'anonymise',
    },
  ],
};
