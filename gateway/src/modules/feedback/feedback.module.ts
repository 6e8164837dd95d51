import type { FeatureModule } from '../feature-module.js';
import { EventFeedback } from './event-feedback.entity.js';
import { eventFeedbackMail, presentationFeedbackMail } from './feedback.mail.js';
import { FeedbackResolver } from './feedback.resolver.js';
import { feedbackShimRoutes } from './feedback.rest.js';
import { PresentationFeedback } from './presentation-feedback.entity.js';

export const feedbackModule: FeatureModule = {
  entities: [EventFeedback, PresentationFeedback],
  resolvers: [FeedbackResolver],
  shimRoutes: feedbackShimRoutes,
  mail: [eventFeedbackMail, presentationFeedbackMail],
};
