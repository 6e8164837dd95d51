import { Field, ID, Int, ObjectType } from 'type-graphql';
import { type Job, OPEN_JOB_STATUSES } from '../../jobs/job.entity.js';
import type { MailJobPayload } from '../../mail/mail-job.js';

@ObjectType('MailDelivery', { description: 'One e-mail about a submission: to the team or to the visitor, and whether it went out.' })
export class MailDelivery {
  @Field(() => ID, { description: 'Its id.' })
  id!: string;

  @Field(() => ID, { description: 'The id of the submission (enquiry, contact, ticket, application, registration, feedback) it is about.' })
  sourceId!: string;

  @Field(() => String, { description: "'team' (NOTIFY_TO) or 'visitor'." })
  audience!: string;

  @Field(() => String, { description: "'pending' (waiting or retrying), 'sent', 'failed' (gave up; an admin can resend) or 'skipped' (nobody to send it to)." })
  status!: string;

  @Field(() => Int, { description: 'How many times sending it was tried.' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: 'The address it goes to.' })
  recipient!: string | null;

  @Field(() => String, { nullable: true, description: "The mail server's answer to the last failed try." })
  lastError!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it went out; null until then.' })
  sentAt!: Date | null;

  static of(job: Job): MailDelivery {
    const payload = job.payload as unknown as MailJobPayload;
    return Object.assign(new MailDelivery(), {
      id: String(job.id),
      sourceId: payload.sourceId,
      audience: payload.audience,
      status: OPEN_JOB_STATUSES.includes(job.status) ? 'pending' : job.status === 'done' ? 'sent' : job.status,
      attempts: job.attempts,
      recipient: job.result,
      lastError: job.lastError,
      sentAt: job.doneAt,
    });
  }
}
