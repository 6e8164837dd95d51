import { Field, InputType, ObjectType } from 'type-graphql';
import { SubmissionReceipt } from '../../graphql/submission-receipt.type.js';

@InputType('SupportRequestInput')
export class SupportRequestInput {
  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  contactNo!: string;

  @Field(() => String)
  organizationName!: string;

  @Field(() => String, { description: 'The category title: Maintenance, Product Details, Training and Workshop or Setup and Costing.' })
  formType!: string;

  @Field(() => String, { nullable: true, description: 'Maintenance: the issue description (required there).' })
  query?: string | null;

  @Field(() => String, { nullable: true, description: 'Other categories: optional.' })
  message?: string | null;

  @Field(() => String, { nullable: true, description: 'Other categories: optional.' })
  productName?: string | null;
}

@ObjectType('SupportRequestReceipt', { description: 'The receipt of a support request, with the ticket id to tell the visitor.' })
export class SupportRequestReceipt extends SubmissionReceipt {
  @Field(() => String)
  ticketId!: string;
}
