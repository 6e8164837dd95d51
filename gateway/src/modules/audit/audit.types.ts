import { Field, ID, ObjectType } from 'type-graphql';
import type { AuditEntry } from '../../access/audit-entry.entity.js';

@ObjectType('AuditEntry', { description: 'One admin change, sign-in or opened resume or ID card.' })
export class AuditEntryView {
  @Field(() => ID, { description: "The entry's id." })
  id!: string;

  @Field(() => Date, { description: 'When it happened.' })
  at!: Date;

  @Field(() => String, { description: "The person's e-mail (or account id) as it was then; for a failed sign-in, what was typed." })
  actor!: string;

  @Field(() => ID, { nullable: true, description: 'The account, when the person is one.' })
  actorId!: string | null;

  @Field(() => String, {
    description: 'The mutation (closeTicket, setAccountActive, ...), or signIn, signInFailed, signOut, openResume, openIdCard, uploadDownload.',
  })
  action!: string;

  @Field(() => String, { nullable: true, description: "The record's id, e.g. the ticket number." })
  target!: string | null;

  @Field(() => String, { description: 'The address the request came from.' })
  ip!: string;

  @Field(() => [String], { description: 'For a change: the names of the fields it set, never their values.' })
  fields!: string[];

  static of(entry: AuditEntry): AuditEntryView {
    return Object.assign(new AuditEntryView(), {
      id: String(entry.id),
      at: entry.at,
      actor: entry.actor,
      actorId: entry.actorId,
      action: entry.action,
      target: entry.target,
      ip: entry.ip,
      fields: entry.fields,
    });
  }
}
