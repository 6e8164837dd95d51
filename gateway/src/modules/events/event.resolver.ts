import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { invalidates } from '../../cache/invalidates.js';
import type { Context } from '../../core/context.js';
import { InvalidError } from '../../core/errors.js';
import { fileOf } from './event-files.js';
import { Event } from './event.entity.js';
import { addEvent, deleteEvent, findEvent, findEventByTitle, listEvents, updateEvent } from './event.service.js';
import { EventFile, EventFilesKept, EventInput } from './event.types.js';

const DELETE_KEY_MESSAGE = 'Give the id or the title of the event to delete.';

/** Cache tag of the public events. */
export const EVENTS_TAG = 'events';

@Resolver(() => Event)
export class EventResolver {
  @Query(() => [Event], { description: 'Public. Newest first. With from/to (YYYY-MM-DD), the events whose days touch that range.' })
  events(
    @Arg('from', () => String, { nullable: true, description: 'The first day to include, YYYY-MM-DD.' }) from: string | null | undefined,
    @Arg('to', () => String, { nullable: true, description: 'The last day to include, YYYY-MM-DD.' }) to: string | null | undefined,
    @Ctx() { em }: Context,
  ): Promise<Event[]> {
    return listEvents(em, from, to);
  }

  @Query(() => Event, { description: 'Public. One event.' })
  event(@Arg('id', () => ID, { description: 'The id of the one to act on.' }) id: string, @Ctx() { em }: Context): Promise<Event> {
    return findEvent(em, id);
  }

  @Authorized('events:write')
  @UseMiddleware(invalidates(EVENTS_TAG))
  @Mutation(() => Event, { description: 'Admin. Images (at most 5) and the PDF brochure are checked by their bytes and served publicly.' })
  addEvent(
    @Arg('input', () => EventInput, { description: 'The form’s fields.' }) input: EventInput,
    @Arg('images', () => [GraphQLUpload], { nullable: true, description: 'Pictures of the event.' }) images: Promise<FileUpload>[] | null | undefined,
    @Arg('brochure', () => GraphQLUpload, { nullable: true, description: 'The brochure, a PDF.' }) brochure: Promise<FileUpload> | null | undefined,
    @Ctx() { em, services }: Context,
  ): Promise<Event> {
    return addEvent(em, services.files, input, images, brochure);
  }

  @Authorized('events:write')
  @UseMiddleware(invalidates(EVENTS_TAG))
  @Mutation(() => Event, { description: 'Admin. The title is locked and stays. Kept plus new images are at most 5; files not kept are deleted.' })
  updateEvent(
    @Arg('id', () => ID, { description: 'The id of the one to act on.' }) id: string,
    @Arg('input', () => EventInput, { description: 'The form’s fields.' }) input: EventInput,
    @Arg('kept', () => EventFilesKept, { description: 'Which of its present files the event keeps.' }) kept: EventFilesKept,
    @Arg('images', () => [GraphQLUpload], { nullable: true, description: 'Pictures of the event.' }) images: Promise<FileUpload>[] | null | undefined,
    @Arg('brochure', () => GraphQLUpload, { nullable: true, description: 'The brochure, a PDF.' }) brochure: Promise<FileUpload> | null | undefined,
    @Ctx() { em, services }: Context,
  ): Promise<Event> {
    return updateEvent(em, services.files, id, input, kept, images, brochure);
  }

  @Authorized('events:write')
  @UseMiddleware(invalidates(EVENTS_TAG))
  @Mutation(() => Boolean, { description: 'Admin. By id, or by title as the old client does; its files are deleted with it.' })
  async deleteEvent(
    @Arg('id', () => ID, { nullable: true, description: 'The event’s id (or give its title).' }) id: string | null | undefined,
    @Arg('title', () => String, { nullable: true, description: 'The event’s title (or give its id).' }) title: string | null | undefined,
    @Ctx() { em, services }: Context,
  ): Promise<boolean> {
    if (!id && !title) throw new InvalidError({ id: DELETE_KEY_MESSAGE });
    const event = id ? await findEvent(em, id) : await findEventByTitle(em, title!);
    return deleteEvent(em, services.files, event);
  }

  @FieldResolver(() => [EventFile], { description: 'Its pictures, in the order the admin chose.' })
  images(@Root() event: Event): EventFile[] {
    return event.images.map(fileOf);
  }

  @FieldResolver(() => EventFile, { nullable: true, description: 'The PDF brochure.' })
  brochure(@Root() event: Event): EventFile | null {
    return event.brochure ? fileOf(event.brochure) : null;
  }
}
