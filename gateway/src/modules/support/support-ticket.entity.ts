import { Entity, Index, OneToOne, Property } from '@mikro-orm/core';
import { DEFAULT_TICKET_STATUS } from '@site/schema';
import { Field, ObjectType } from 'type-graphql';
import { UploadedFile } from '../../files/uploaded-file.entity.js';
import { PublicSubmission } from '../../db/public-submission.entity.js';

@ObjectType('SupportTicket', { description: 'A support request from one of the four category forms.' })
@Entity({ tableName: 'support_tickets' })
@Index({ name: 'support_tickets_by_category', properties: ['category', 'receivedAt'] })
export class SupportTicket extends PublicSubmission {
  @Field(() => String, { description: "Human-readable, for the visitor and the admins: 'SR-' + the Kolkata date + 4 characters." })
  @Property({ type: 'string', length: 20, unique: true })
  ticketId!: string;

  @Field(() => String, { description: 'The form it came from (its formType): Maintenance, Product Details, Training and Workshop or Setup and Costing.' })
  @Property({ type: 'string', length: 40 })
  category!: string;

  @Field(() => String, { description: 'OPEN, pending, feedbackWaiting or Completed.' })
  @Property({ type: 'string', length: 40, default: DEFAULT_TICKET_STATUS })
  status: string = DEFAULT_TICKET_STATUS;

  @Field(() => String, { description: 'The person’s full name.' })
  @Property({ type: 'text' })
  fullName!: string;

  @Field(() => String, { description: 'The sender’s e-mail address.' })
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String, { description: 'The person’s contact number.' })
  @Property({ type: 'text' })
  contactNo!: string;

  @Field(() => String, { description: 'The person’s organisation.' })
  @Property({ type: 'text' })
  organizationName!: string;

  @Field(() => String, { description: 'Maintenance: the issue description; empty otherwise.' })
  @Property({ type: 'text', default: '' })
  query: string = '';

  @Field(() => String, { description: 'Other categories: the message; may be empty.' })
  @Property({ type: 'text', default: '' })
  message: string = '';

  @Field(() => String, { description: 'Other categories: the product asked about; may be empty.' })
  @Property({ type: 'text', default: '' })
  productName: string = '';

  @Field(() => UploadedFile, { nullable: true, description: 'Maintenance: the optional attachment (PDF, JPEG or PNG), for admins only.' })
  @OneToOne({ entity: () => UploadedFile, owner: true, nullable: true, eager: true })
  attachment: UploadedFile | null = null;

  @Field(() => String, { nullable: true, description: 'The engineer assigned to it, if any.' })
  @Property({ type: 'string', length: 100, nullable: true })
  assignedEngineer: string | null = null;
}
