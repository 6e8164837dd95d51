import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { FeedbackBase } from './feedback-base.entity.js';

@ObjectType('EventFeedback', { description: "A student's feedback on an event." })
@Entity({ tableName: 'event_feedbacks' })
export class EventFeedback extends FeedbackBase {
  @Field(() => String, { description: 'The student’s name.' })
  @Property({ type: 'text' })
  studentName!: string;

  @Field(() => String, { description: 'The student’s e-mail address.' })
  @Property({ type: 'text' })
  studentEmail!: string;

  @Field(() => String, { description: 'The student’s mobile number.' })
  @Property({ type: 'text' })
  studentMobile!: string;

  @Field(() => String, { description: 'The college’s name.' })
  @Property({ type: 'text' })
  collegeName!: string;
}
