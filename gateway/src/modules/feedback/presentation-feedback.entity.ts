import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { FeedbackBase } from './feedback-base.entity.js';

@ObjectType('PresentationFeedback', { description: 'Feedback on a presentation, naming the presentator.' })
@Entity({ tableName: 'presentation_feedbacks' })
export class PresentationFeedback extends FeedbackBase {
  @Field(() => String, { description: 'The presenter’s name.' })
  @Property({ type: 'text' })
  presentatorName!: string;

  @Field(() => String, { description: 'The presenter’s mobile number.' })
  @Property({ type: 'text' })
  presentatorMobile!: string;
}
