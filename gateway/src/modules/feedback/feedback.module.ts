import type { PersonalDataSource, PersonFields } from '../../db/personal-data-source.js';
import { anonymisedAfter, type RetentionRule } from '../../retention/retention-rule.js';
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

/** Kept anonymised: the answers and their counts stay, the people they name go. */
const eventFeedbackData: PersonalDataSource = {
  kind: 'eventFeedback',
  label: 'Event feedback',
  entity: EventFeedback,
  people: [{ email: 'studentEmail', phone: 'studentMobile', others: ['studentName', 'collegeName'] }, ...REFERENCES],
  erasure: 'anonymise',
};
const presentationFeedbackData: PersonalDataSource = {
  kind: 'presentationFeedback',
  label: 'Presentation feedback',
  entity: PresentationFeedback,
  people: [{ phone: 'presentatorMobile', others: ['presentatorName'] }, ...REFERENCES],
  erasure: 'anonymise',
};
const feedbackDays: RetentionRule['days'] = (retention) => retention.feedbackDays;

export const feedbackModule: FeatureModule = {
  entities: [EventFeedback, PresentationFeedback],
  resolvers: [FeedbackResolver],
  shimRoutes: feedbackShimRoutes,
  mail: [eventFeedbackMail, presentationFeedbackMail],
  personalData: [eventFeedbackData, presentationFeedbackData],
  retention: [anonymisedAfter(eventFeedbackData, feedbackDays), anonymisedAfter(presentationFeedbackData, feedbackDays)],
};
