import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UploadedFile } from '../../files/uploaded-file.entity.js';

@ObjectType('PersonalDataRecord', { description: 'One row that names the person.' })
export class PersonalDataRecord {
  @Field(() => String, { description: 'The table it is in: one of the kinds.' })
  kind!: string;

  @Field(() => ID, { description: "The row's `id` in its table." })
  id!: string;

  @Field(() => Date, { nullable: true, description: 'When it was received (for a queued e-mail: when it was queued).' })
  receivedAt!: Date | null;

  @Field(() => String, { description: "The row's fields about the person, for the admin to recognise it." })
  summary!: string;

  @Field(() => [UploadedFile], { description: 'Its files (resume, ID card, attachment), erased with it.' })
  files!: UploadedFile[];
}

@ObjectType('PersonalDataKind', { description: 'A table that can hold personal data.' })
export class PersonalDataKind {
  @Field(() => String, {
    description: 'enquiries, contactSubmissions, supportTickets, jobApplications, trainingRegistrations, eventFeedback, presentationFeedback or mailJobs.',
  })
  kind!: string;

  @Field(() => String, { description: 'The table as the dashboard names it.' })
  label!: string;

  @Field(() => String, { description: "What erasing does to these rows: 'delete', or 'anonymise' (the row stays, counted, with the person's fields blanked)." })
  erasure!: string;
}

@ObjectType('PersonalData', { description: 'Everything the site holds about one person, by table.' })
export class PersonalData {
  @Field(() => String, { description: 'The e-mail address looked for, trimmed and in lower case; empty when only a phone number was given.' })
  email!: string;

  @Field(() => String, { description: 'The last ten digits of the phone number looked for; empty when none was given.' })
  phone!: string;

  @Field(() => [PersonalDataKind], { description: 'Every table that can hold personal data, in the order the records are.' })
  kinds!: PersonalDataKind[];

  @Field(() => [PersonalDataRecord], { description: 'Every row that names the person, table by table.' })
  records!: PersonalDataRecord[];
}

@ObjectType('PersonalDataErasedKind', { description: 'What erasing removed from one table.' })
export class PersonalDataErasedKind {
  @Field(() => String, { description: 'The table, as `PersonalDataKind.kind` names it.' })
  kind!: string;

  @Field(() => String, { description: 'The table as the dashboard names it.' })
  label!: string;

  @Field(() => Int, { description: 'Rows deleted.' })
  rowsDeleted!: number;

  @Field(() => Int, { description: "Rows kept with the person's fields blanked." })
  rowsAnonymised!: number;

  @Field(() => Int, { description: 'Files deleted.' })
  filesDeleted!: number;
}

@ObjectType('PersonalDataErasure', { description: 'What erasing a person removed, by table.' })
export class PersonalDataErasure {
  @Field(() => [PersonalDataErasedKind], { description: 'Each table it removed or blanked rows of.' })
  kinds!: PersonalDataErasedKind[];

  @Field(() => Int, { description: 'Rows deleted or anonymised, in all.' })
  rows!: number;

  @Field(() => Int, { description: 'Files deleted, in all.' })
  files!: number;
}
