import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/** A public file of an event, by its UploadedFile id; the row of that id is what /files/public/{id} serves. */
export interface EventFileRef {
  id: string;
  name: string;
}

/** An event the admins publish on /updates and /calendar. `images` and `brochure` are resolved as EventFile (event.resolver.ts). */
@ObjectType('Event', { description: 'An event from the admins, shown on /updates and /calendar.' })
@Entity({ tableName: 'events' })
@Index({ name: 'events_by_dates', properties: ['date', 'endDate'] })
export class Event {
  @Field(() => ID, { description: 'Its id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Unique: the old client deletes an event by its title. */
  @Field(() => String, { description: 'Its title.' })
  @Property({ type: 'string', length: 200, unique: true })
  title!: string;

  /** YYYY-MM-DD; text in ISO form, so it sorts and compares as a date and has no time zone to shift it. */
  @Field(() => String, { description: 'The first (or only) day, YYYY-MM-DD.' })
  @Property({ type: 'string', length: 10 })
  date!: string;

  /** YYYY-MM-DD of the last day of an event of several days; null for a one-day event. */
  @Field(() => String, { nullable: true, description: 'The last day of an event of several days, YYYY-MM-DD.' })
  @Property({ type: 'string', length: 10, nullable: true })
  endDate: string | null = null;

  @Field(() => String, { description: 'Where it takes place.' })
  @Property({ type: 'text' })
  location!: string;

  @Field(() => [String], { description: 'Paragraphs; the first is always there.' })
  @Property({ type: 'json' })
  descriptions: string[] = [];

  /** In the order the admin chose; at most MAX_EVENT_IMAGES. */
  @Property({ type: 'json' })
  images: EventFileRef[] = [];

  @Property({ type: 'json', nullable: true })
  brochure: EventFileRef | null = null;

  @Field(() => String, { nullable: true, description: 'A link to join online, if any.' })
  @Property({ type: 'text', nullable: true })
  meetingLink: string | null = null;

  @Field(() => String, { nullable: true, description: 'A link to register, if any.' })
  @Property({ type: 'text', nullable: true })
  registrationLink: string | null = null;

  @Field(() => Date, { description: 'When it was added.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
