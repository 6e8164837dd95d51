import { Entity, Index, ManyToOne, OneToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { PublicSubmission } from '../../db/public-submission.entity.js';
import { UploadedFile } from '../../files/uploaded-file.entity.js';
import { TrainingSession } from './training-session.entity.js';

@ObjectType('TrainingRegistration', { description: 'One seat of a training session, with the ID card image (for admins only).' })
@Entity({ tableName: 'training_registrations' })
@Index({ name: 'training_registrations_by_session', properties: ['session', 'receivedAt'] })
export class TrainingRegistration extends PublicSubmission {
  @Field(() => String, { description: "Human-readable, for the visitor: 'TR-' + the Kolkata date + 4 characters." })
  @Property({ type: 'string', length: 20, unique: true })
  reference!: string;

  @ManyToOne({ entity: () => TrainingSession, deleteRule: 'cascade', eager: true })
  session!: TrainingSession;

  @Field(() => String, { description: 'The registrant’s role, as the form offers them.' })
  @Property({ type: 'string', length: 40 })
  role!: string;

  @Field(() => String, { description: 'The person’s full name.' })
  @Property({ type: 'text' })
  fullName!: string;

  @Field(() => String, { description: 'The registrant’s phone number.' })
  @Property({ type: 'text' })
  contact!: string;

  @Field(() => String, { description: 'The registrant’s work e-mail address.' })
  @Property({ type: 'string', length: 254 })
  workEmail!: string;

  @Field(() => String, { description: 'The registrant’s organisation.' })
  @Property({ type: 'text' })
  organization!: string;

  @Field(() => String, { description: 'The registrant’s employee or student id.' })
  @Property({ type: 'text' })
  employeeId!: string;

  @Field(() => UploadedFile, { description: 'A PNG or JPEG, served only with the admin token.' })
  @OneToOne({ entity: () => UploadedFile, owner: true, eager: true })
  idCard!: UploadedFile;

  @Field(() => String, { description: 'The training session’s title.' })
  get sessionTitle(): string {
    return this.session.title;
  }

  @Field(() => Date, { description: 'When the seat was taken: the time the server received the registration.' })
  get registeredAt(): Date {
    return this.receivedAt;
  }
}
