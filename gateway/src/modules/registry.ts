import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { BuildSchemaOptions } from 'type-graphql';
import type { Database } from '../db/database.js';
import type { Services } from '../core/services.js';
import { RevokedToken } from '../security/revoked-token.entity.js';
import { GatewaySetting } from '../db/gateway-setting.entity.js';
import { StoredFileBytes } from '../files/stored-file-bytes.entity.js';
import { UploadedFile } from '../files/uploaded-file.entity.js';
import { MailJob } from '../mail/mail-job.entity.js';
import type { MailComposer } from '../mail/mail-message.js';
import type { ShimRoute } from '../rest/shim-route.js';
import { AdminAccount } from './auth/admin-account.entity.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { authShimRoutes } from './auth/auth.rest.js';
import { careersMail } from './careers/careers.mail.js';
import { careersShimRoutes } from './careers/careers.rest.js';
import { JobApplication } from './careers/job-application.entity.js';
import { JobApplicationResolver } from './careers/job-application.resolver.js';
import { JobRole } from './careers/job-role.entity.js';
import { JOB_ROLES_TAG, JobRoleResolver } from './careers/job-role.resolver.js';
import { seedJobRoles } from './careers/job-role.service.js';
import { ContactSubmission } from './contacts/contact-submission.entity.js';
import { contactMail } from './contacts/contact.mail.js';
import { ContactResolver } from './contacts/contact.resolver.js';
import { contactShimRoutes } from './contacts/contact.rest.js';
import { Enquiry } from './enquiries/enquiry.entity.js';
import { enquiryMail } from './enquiries/enquiry.mail.js';
import { EnquiryResolver } from './enquiries/enquiry.resolver.js';
import { enquiryShimRoutes } from './enquiries/enquiry.rest.js';
import { Event } from './events/event.entity.js';
import { registerEventCalendarRoutes } from './events/event-calendar.routes.js';
import { EVENTS_TAG, EventResolver } from './events/event.resolver.js';
import { eventShimRoutes } from './events/event.rest.js';
import { EventFeedback } from './feedback/event-feedback.entity.js';
import { eventFeedbackMail, presentationFeedbackMail } from './feedback/feedback.mail.js';
import { FeedbackResolver } from './feedback/feedback.resolver.js';
import { feedbackShimRoutes } from './feedback/feedback.rest.js';
import { PresentationFeedback } from './feedback/presentation-feedback.entity.js';
import { NotificationsResolver } from './notifications/notifications.resolver.js';
import { supportMail } from './support/support.mail.js';
import { SupportTicket } from './support/support-ticket.entity.js';
import { SupportResolver } from './support/support.resolver.js';
import { supportShimRoutes } from './support/support.rest.js';
import { TrainingRegistration } from './training/training-registration.entity.js';
import { TrainingSession } from './training/training-session.entity.js';
import { trainingMail } from './training/training.mail.js';
import { TRAINING_SESSIONS_TAG, TrainingResolver } from './training/training.resolver.js';
import { trainingShimRoutes } from './training/training.rest.js';

/** Every feature module; the core folders know nothing of features beyond these lists. */
export const entities = [
  GatewaySetting,
  AdminAccount,
  RevokedToken,
  UploadedFile,
  StoredFileBytes,
  Enquiry,
  ContactSubmission,
  SupportTicket,
  JobRole,
  JobApplication,
  EventFeedback,
  PresentationFeedback,
  Event,
  TrainingSession,
  TrainingRegistration,
  MailJob,
] as const;

export const resolvers: BuildSchemaOptions['resolvers'] = [
  AuthResolver,
  EnquiryResolver,
  ContactResolver,
  SupportResolver,
  JobRoleResolver,
  JobApplicationResolver,
  FeedbackResolver,
  EventResolver,
  TrainingResolver,
  NotificationsResolver,
];

export const shimRoutes: readonly ShimRoute[] = [
  ...authShimRoutes,
  ...enquiryShimRoutes,
  ...contactShimRoutes,
  ...supportShimRoutes,
  ...careersShimRoutes,
  ...feedbackShimRoutes,
  ...eventShimRoutes,
  ...trainingShimRoutes,
];

/**
 * Public queries (field -> tag) whose answers are the same for every visitor and change only through
 * mutations marked `invalidates(tag)`: answered from the cache, over /graphql and the REST shim alike.
 */
export const publicReads: Readonly<Record<string, string>> = {
  jobRoles: JOB_ROLES_TAG,
  events: EVENTS_TAG,
  event: EVENTS_TAG,
  trainingSessions: TRAINING_SESSIONS_TAG,
};

/** Data a module needs in every database, added at start without touching what is there. */
export const seeds: ReadonlyArray<(em: EntityManager) => Promise<void>> = [seedJobRoles];

/** A module's own HTTP routes beyond /graphql and /api (such as calendar feeds). */
export const httpRoutes: ReadonlyArray<(app: FastifyInstance, db: Database, services: Services) => void> = [registerEventCalendarRoutes];

/** How each module writes the e-mails about its submissions, keyed by the table the triggers name. */
export const mailComposers: readonly MailComposer[] = [
  enquiryMail,
  contactMail,
  supportMail,
  careersMail,
  trainingMail,
  eventFeedbackMail,
  presentationFeedbackMail,
];
