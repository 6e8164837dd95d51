import { describe, expect, it } from 'vitest';
import { sessionIcs, sessionIcsFileName } from './session-ics.js';

const session = {
  id: 'abc',
  title: 'PLC Basics, part 1; ladder logic',
  description: 'Bring a laptop.\nLunch provided.',
  date: '2026-12-31',
  time: '10:00 AM - 1:00 PM',
  instructor: 'Ravi Kumar',
  capacity: 10,
  registered: 2,
};

describe('sessionIcs', () => {
  const ics = sessionIcs(session, new Date('2026-11-22T10:00:00.123Z'));

  it('is a whole-day event on the Kolkata date, ending the next day', () => {
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('DTSTAMP:20261122T100000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines', () => {
    expect(ics).toContain('SUMMARY:PLC Basics\\, part 1\\; ladder logic\r\n');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Time: 10:00 AM - 1:00 PM\\nInstructor: Ravi Kumar\\n\\nBring a laptop.\\nLunch provided.');
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });

  it('names the file after the session', () => {
    expect(sessionIcsFileName(session)).toBe('PLC-Basics-part-1-ladder-logic.ics');
  });
});
