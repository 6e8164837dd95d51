import { Authorized, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscriptionContext } from '../../core/context.js';
import { StatusChanged, SubmissionCreated } from './live.types.js';

interface Listening {
  context: SubscriptionContext;
}

/**
 * Live events over WebSocket (graphql-ws on /graphql). Each is told once the change is committed,
 * on whichever gateway made it, to every gateway's subscribers (through Redis with REDIS_URL).
 */
@Resolver()
export class LiveResolver {
  @Authorized()
  @Subscription(() => SubmissionCreated, {
    description: 'Admin. Each new public submission (enquiry, contact message, ticket, application, registration, feedback); a replay tells nothing.',
    subscribe: ({ context }: Listening) => context.services.liveEvents.stream('submissionCreated'),
  })
  submissionCreated(@Root() event: SubmissionCreated): SubmissionCreated {
    return event;
  }

  @Authorized()
  @Subscription(() => StatusChanged, {
    description: 'Admin. A support ticket changed status (an engineer assigned: pending; closed: Completed).',
    subscribe: ({ context }: Listening) => context.services.liveEvents.stream('ticketStatusChanged'),
  })
  ticketStatusChanged(@Root() event: StatusChanged): StatusChanged {
    return event;
  }

  @Authorized()
  @Subscription(() => StatusChanged, {
    description: 'Admin. A job application changed status (accepted).',
    subscribe: ({ context }: Listening) => context.services.liveEvents.stream('applicationStatusChanged'),
  })
  applicationStatusChanged(@Root() event: StatusChanged): StatusChanged {
    return event;
  }
}
