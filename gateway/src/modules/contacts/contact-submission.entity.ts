import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ClientTimedSubmission } from '../../db/public-submission.entity.js';

@ObjectType('ContactSubmission', { description: "An inquiry sent with the Contact page's 'Get In Touch' form." })
@Entity({ tableName: 'contact_submissions' })
@Index({
  name: 'contact_submissions_newest_first',
  expression: 'create index "contact_submissions_newest_first" on "contact_submissions" ("submitted_at" desc nulls last, "received_at" desc)',
})
export class ContactSubmission extends ClientTimedSubmission {
  @Field(() => String, { description: 'The sender’s name.' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'The sender’s e-mail address.' })
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String, { description: "Empty when the visitor gave none; the admin view's phone." })
  @Property({ type: 'string', length: 20, default: '' })
  mobile: string = '';

  @Field(() => String, { description: 'The message.' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => String, { description: 'The admin’s remark on it.' })
  @Property({ type: 'text', default: '' })
  remark: string = '';
}
