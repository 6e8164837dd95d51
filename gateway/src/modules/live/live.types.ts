import { SUBMISSION_KINDS, type SubmissionKindName } from '@site/schema';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export const SubmissionKind = Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind, kind])) as { [K in SubmissionKindName]: K };

registerEnumType(SubmissionKind, {
  name: 'SubmissionKind',
  description: 'What was submitted: an enquiry, a contact message, a support ticket, a job application, a training registration or feedback.',
  valuesConfig: {
    ENQUIRY: { description: 'An enquiry (`enquiries`).' },
    CONTACT: { description: 'A contact message (`contactSubmissions`).' },
    TICKET: { description: 'A support ticket (`supportTickets`).' },
    APPLICATION: { description: 'A job application (`jobApplications`).' },
    REGISTRATION: { description: 'A training registration (`trainingRegistrations`).' },
    EVENT_FEEDBACK: { description: 'Feedback on an event (`eventFeedback`).' },
    PRESENTATION_FEEDBACK: { description: 'Feedback on a presentation (`presentationFeedback`).' },
  },
});

@ObjectType({ description: 'A public submission was stored. Read it with the admin queries of its kind.' })
export class SubmissionCreated {
  @Field(() => SubmissionKind, { description: 'What was submitted.' })
  kind!: SubmissionKindName;

  @Field(() => ID, { description: "The stored row's `id`." })
  id!: string;
}

@ObjectType({ description: 'A support ticket or a job application changed state.' })
export class StatusChanged {
  @Field(() => ID, { description: "The ticket's or application's `id`." })
  id!: string;

  @Field(() => String, { description: 'Its new status.' })
  status!: string;
}
