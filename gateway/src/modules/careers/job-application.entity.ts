import { randomUUID } from 'node:crypto';
import { Entity, Index, OneToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { DEFAULT_JOB_APPLICATION_STATUS } from '@site/schema';
import { Field, ID, ObjectType } from 'type-graphql';
import { UploadedFile } from '../../files/uploaded-file.entity.js';

@ObjectType('JobApplication', { description: 'An application sent from the Careers page, with its PDF resume.' })
@Entity({ tableName: 'job_applications' })
@Index({ name: 'job_applications_by_applicant', properties: ['email', 'category'] })
export class JobApplication {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client's idempotency key: a replay returns this row instead of adding another. */
  @Property({ type: 'string', length: 64, unique: true })
  submissionId!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  phone!: string;

  @Field(() => String, { description: 'The job role applied for.' })
  @Property({ type: 'string', length: 100 })
  category!: string;

  @Field(() => String, { description: 'Empty when none was written.' })
  @Property({ type: 'text', default: '' })
  coverLetter: string = '';

  @Field(() => UploadedFile, { description: 'The PDF resume, for admins only.' })
  @OneToOne({ entity: () => UploadedFile, owner: true, eager: true })
  resume!: UploadedFile;

  @Field(() => String, { description: 'pending, or accepted once an admin accepts it.' })
  @Property({ type: 'string', length: 20, default: DEFAULT_JOB_APPLICATION_STATUS })
  status: string = DEFAULT_JOB_APPLICATION_STATUS;

  @Field(() => Date, { nullable: true, description: 'When the visitor pressed Submit (set by the client; may be earlier than receivedAt when sent from the offline outbox).' })
  @Property({ type: 'datetime', nullable: true })
  submittedAt: Date | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  receivedAt: Date = new Date();
}
