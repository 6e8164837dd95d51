import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('EventFile', { description: 'A public file of an event: an image or the PDF brochure.' })
export class EventFile {
  @Field(() => String, { description: '/files/public/{id}' })
  url!: string;

  @Field(() => String, { description: 'The file name it was uploaded with, sanitised.' })
  name!: string;
}

/** What the admin form sends for both add and update; update ignores the title, which is locked. */
@InputType('EventInput', { description: 'An event’s details, as the admin enters them.' })
export class EventInput {
  @Field(() => String, { description: 'Its title.' })
  title!: string;

  @Field(() => String, { description: 'YYYY-MM-DD.' })
  date!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, on or after date; empty for a one-day event.' })
  endDate?: string | null;

  @Field(() => String, { description: 'Where it takes place.' })
  location!: string;

  @Field(() => [String], { description: 'The first is required; empty ones are dropped.' })
  descriptions!: string[];

  @Field(() => String, { nullable: true, description: 'An http(s) URL.' })
  meetingLink?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) URL.' })
  registrationLink?: string | null;
}

@InputType('EventFilesKept', { description: 'In an update: which of the stored files stay. A stored file not named here is deleted.' })
export class EventFilesKept {
  @Field(() => [String], { description: 'URLs of the stored images to keep, in order; new images follow them.' })
  images!: string[];

  @Field(() => Boolean, { description: 'Keep the stored brochure (ignored when a new one is sent).' })
  brochure!: boolean;
}
