/** Where an event sits in the calendar: its days are YYYY-MM-DD, from `date` to `endDate` (or the one day). */
import { shortDate } from './display-text.js';
import { isIsoDate, isoDateOf } from './time.js';

export interface EventDays {
  date: string;
  endDate?: string | null;
}

export interface Month {
  year: number;
  /** 1–12 */
  month: number;
}

export function lastDayOf(event: EventDays): string {
  return event.endDate && isIsoDate(event.endDate) && event.endDate > event.date ? event.endDate : event.date;
}

/** Whether any day of the event falls between `from` and `to`, both included. */
export function eventTouches(event: EventDays, from: string, to: string): boolean {
  return event.date <= to && lastDayOf(event) >= from;
}

export function monthOf(isoDate: string): Month {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

/** The first and last day of a month, YYYY-MM-DD. */
export function monthRange({ year, month }: Month): { from: string; to: string } {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: isoDateOf(year, month, 1), to: isoDateOf(year, month, days) };
}

export function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The calendar view's text date: a single date, or two dates joined by a hyphen ('12 Mar 2026 - 14 Mar 2026'). */
export function eventDateText(event: EventDays): string {
  if (!isIsoDate(event.date)) return event.date;
  const last = lastDayOf(event);
  const first = shortDate(event.date);
  return last === event.date ? first : `${first} - ${shortDate(last)}`;
}
