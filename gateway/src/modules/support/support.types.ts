import { Field, InputType, ObjectType } from 'type-graphql';
import { SubmissionReceipt } from '../../graphql/submission-receipt.type.js';

@InputType('SupportRequestInput', { description: 'A support request, as the support form sends it.' })
export class SupportRequestInput {
  @Field(() => String, { description: 'The person’s full name.' })
  fullName!: string;

  @Field(() => String, { description: 'The sender’s e-mail address.' })
  email!: string;

  @Field(() => String, { description: 'The person’s contact number.' })
  contactNo!: string;

  @Field(() => String, { description: 'The person’s organisation.' })
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
  @Field(() => String, { description: 'The ticket number the submitter is told.' })
  ticketId!: string;
}
