import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { FeedbackBase } from './feedback-base.entity.js';

@ObjectType('EventFeedback', { description: "A student's feedback on an event." })
@Entity({ tableName: 'event_feedbacks' })
export class EventFeedback extends FeedbackBase {
  @Field(() => String)
  @Property({ type: 'text' })
  studentName!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  studentEmail!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  studentMobile!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  collegeName!: string;
}
