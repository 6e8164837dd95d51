import type { AccessFeature, SubmissionKindName } from '@site/schema';
import { Authorized, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscriptionContext } from '../../core/context.js';
import { StatusChanged, SubmissionCreated } from './live.types.js';

interface Listening {
  context: SubscriptionContext;
}

/** The feature whose read permission hears of each kind of submission. */
const FEATURE_OF_KIND: Readonly<Record<SubmissionKindName, AccessFeature>> = {
  ENQUIRY: 'enquiries',
  CONTACT: 'contacts',
  TICKET: 'tickets',
  APPLICATION: 'careers',
  REGISTRATION: 'training',
  EVENT_FEEDBACK: 'feedback',
  PRESENTATION_FEEDBACK: 'feedback',
};

/**
 * Live events over WebSocket (graphql-ws on /graphql). Each is told once the change is committed,
 * on whichever gateway made it, to every gateway's subscribers (through Redis with REDIS_URL), and
 * only to those whose role or key may read what it is about.
 */
@Resolver()
export class LiveResolver {
  @Subscription(() => SubmissionCreated, {
    description:
      'Each new public submission (enquiry, contact message, ticket, application, registration, feedback) of the kinds the listener may read; a replay tells nothing.',
    subscribe: ({ context: { principal, services } }: Listening) =>
      services.liveEvents.stream('submissionCreated', ({ kind }) => {
        const feature = FEATURE_OF_KIND[kind as SubmissionKindName];
        return principal !== null && feature !== undefined && principal.permissions.has(`${feature}:read`);
      }),
  })
  submissionCreated(@Root() event: SubmissionCreated): SubmissionCreated {
    return event;
  }

  @Authorized('tickets:read')
  @Subscription(() => StatusChanged, {
    description: 'A support ticket changed status (an engineer assigned: pending; closed: Completed).',
    subscribe: ({ context: { principal, services } }: Listening) =>
      services.liveEvents.stream('ticketStatusChanged', () => principal?.permissions.has('tickets:read') === true),
  })
  ticketStatusChanged(@Root() event: StatusChanged): StatusChanged {
    return event;
  }

  @Authorized('careers:read')
  @Subscription(() => StatusChanged, {
    description: 'A job application changed status (accepted).',
    subscribe: ({ context: { principal, services } }: Listening) =>
      services.liveEvents.stream('applicationStatusChanged', () => principal?.permissions.has('careers:read') === true),
  })
  applicationStatusChanged(@Root() event: StatusChanged): StatusChanged {
    return event;
  }
}
