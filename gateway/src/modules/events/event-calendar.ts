import ical, { type ICalCalendar } from 'ical-generator';
import type { Event } from './event.entity.js';
import { fileOf } from './event-files.js';

const PRODUCT_ID = { company: 'SVR Robotics', product: 'Events', language: 'EN' };
const CALENDAR_NAME = 'SVR Robotics events';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of a YYYY-MM-DD day: all-day events are written as plain dates, with no zone to shift them. */
function dayOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * An iCalendar document of all-day events. `origin` makes the brochure and page links absolute, since
 * a calendar application reads them outside the site. The uid is the event's id, so a subscribed
 * calendar updates an event in place instead of adding a copy.
 */
export function eventCalendar(events: readonly Event[], origin: string): ICalCalendar {
  const calendar = ical({ name: CALENDAR_NAME, prodId: PRODUCT_ID });
  for (const event of events) {
    const links = [
      event.registrationLink && `Register: ${event.registrationLink}`,
      event.meetingLink && `Join meeting: ${event.meetingLink}`,
      event.brochure && `Brochure: ${origin}${fileOf(event.brochure).url}`,
    ].filter((line): line is string => Boolean(line));
    calendar.createEvent({
      id: `${event.id}@svr-robotics-events`,
      allDay: true,
      start: dayOf(event.date),
      // DTEND of an all-day event is the day after the last one.
      end: new Date(dayOf(event.endDate ?? event.date).getTime() + DAY_MS),
      summary: event.title,
      location: event.location,
      description: [...event.descriptions, ...links].join('\n\n'),
      url: event.registrationLink ?? event.meetingLink ?? `${origin}/calendar`,
      stamp: event.updatedAt,
    });
  }
  return calendar;
}
