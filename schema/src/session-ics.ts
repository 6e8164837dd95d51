import { addDays } from './time.js';

/** What the calendar entry shows of a training session. */
export interface IcsSession {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  instructor: string;
}

// RFC 5545 text: backslash, semicolon, comma and line breaks are escaped.
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

// Lines longer than 75 characters continue on the next line after a space.
function fold(line: string): string {
  const parts = [line.slice(0, 75)];
  for (let start = 75; start < line.length; start += 74) parts.push(line.slice(start, start + 74));
  return parts.join('\r\n ');
}

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The session as an iCalendar file for a phone's calendar. The time is free text, so the event is
 * a whole day (the Kolkata date) and the time goes in the description.
 */
export function sessionIcs(session: IcsSession, now: Date = new Date()): string {
  const day = (date: string) => date.replace(/-/g, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//SVR Robotics//Training calendar//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:training-${session.id}@svr-robotics`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${day(session.date)}`,
    `DTEND;VALUE=DATE:${day(addDays(session.date, 1))}`,
    `SUMMARY:${escapeText(session.title)}`,
    `DESCRIPTION:${escapeText(`Time: ${session.time}\nInstructor: ${session.instructor}\n\n${session.description}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A link target that downloads the file, so no object URL has to be made or revoked. */
export function sessionIcsHref(session: IcsSession): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(sessionIcs(session))}`;
}

export function sessionIcsFileName(session: IcsSession): string {
  return `${session.title.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'training-session'}.ics`;
}
