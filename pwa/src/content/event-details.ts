import { pastEvents } from './past-events';
import type { EventDetail } from './types';

/**
 * The /event/{id} pages, keyed by the event's id. Built from the past events so
 * that a title or date is written once; the 'expo' alias has no page of its own.
 */
export const eventDetails: Readonly<Record<string, EventDetail>> = Object.fromEntries(
  pastEvents.map((event): [string, EventDetail] => [
    event.id,
    {
      id: event.id,
      title: event.title,
      dateText: event.dateText,
      location: event.location,
      description: event.summary,
      images: event.gallery,
    },
  ]),
);

/** The detail of an event, or undefined for an unknown id ('Event not found'). */
export function findEventDetail(id: string | undefined): EventDetail | undefined {
  return id !== undefined && Object.hasOwn(eventDetails, id) ? eventDetails[id] : undefined;
}
