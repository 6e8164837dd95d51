import { Entity, Index, OneToOne, Property } from '@mikro-orm/core';
import { DEFAULT_JOB_APPLICATION_STATUS } from '@site/schema';
import { Field, ObjectType } from 'type-graphql';
import { UploadedFile } from '../../files/uploaded-file.entity.js';
import { ClientTimedSubmission } from '../../db/public-submission.entity.js';

@ObjectType('JobApplication', { description: 'An application sent from the Careers page, with its PDF resume.' })
@Entity({ tableName: 'job_applications' })
@Index({ name: 'job_applications_by_applicant', properties: ['email', 'category'] })
export class JobApplication extends ClientTimedSubmission {
  @Field(() => String, { description: 'The applicant’s name.' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'The applicant’s e-mail address.' })
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String, { description: 'The applicant’s phone number.' })
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
}
