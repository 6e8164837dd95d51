import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ClientTimedSubmission } from '../../db/public-submission.entity.js';

@ObjectType('Enquiry', { description: 'A quick enquiry sent from the floating "Enquiry Now!!" panel.' })
@Entity({ tableName: 'enquiries' })
@Index({
  name: 'enquiries_newest_first',
  expression: 'create index "enquiries_newest_first" on "enquiries" ("submitted_at" desc nulls last, "received_at" desc)',
})
export class Enquiry extends ClientTimedSubmission {
  @Field(() => String, { description: 'The visitor’s name.' })
  @Property({ type: 'string', length: 50 })
  name!: string;

  @Field(() => String, { description: 'The visitor’s e-mail address.' })
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String, { description: 'The visitor’s phone number.' })
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Field(() => String, { description: 'What the visitor asks.' })
  @Property({ type: 'text' })
  enquiry!: string;

  @Field(() => String, { description: 'The admin’s remark on it.' })
  @Property({ type: 'text', default: '' })
  remark: string = '';
}
