import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('SubmissionReceipt', {
  description: 'What a visitor gets back for a public submission. A replay of the same submissionId returns the first receipt.',
})
export class SubmissionReceipt {
  @Field(() => ID, { description: 'Its id.' })
  id!: string;

  @Field(() => Date, { description: 'When the server received it.' })
  receivedAt!: Date;
}
