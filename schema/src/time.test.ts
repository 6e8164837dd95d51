import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from './constants.js';
import {
  addDays,
  formatSubmittedAt,
  isIsoDate,
  isSessionFull,
  isSessionPast,
  isSessionToday,
  isoDateOf,
  kolkataDateOf,
  kolkataDayStart,
  slotsRemaining,
  todayInKolkata,
} from './time.js';

describe('isIsoDate', () => {
  it.each([
    ['2026-11-21', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-5', false],
    [' 2026-11-21', false],
    ['2026-11-21T00:00:00Z', false],
    ['21/11/2026', false],
    [20261121, false],
    [undefined, false],
  ])('%j: %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });

  it('builds a date from a month grid', () => {
    expect(isoDateOf(2026, 3, 7)).toBe('2026-03-07');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -7)).toBe('2026-02-22');
  });
});

describe('Kolkata dates', () => {
  it.each([
    ['2026-11-20T18:29:59.999Z', '2026-11-20'],
    ['2026-11-20T18:30:00.000Z', '2026-11-21'],
    ['2026-11-20T19:00:00Z', '2026-11-21'],
    ['2026-12-31T18:30:00Z', '2027-01-01'],
    ['2026-01-01T05:00:00+05:30', '2026-01-01'],
  ])('%s is %s in Kolkata', (instant, day) => {
    expect(kolkataDateOf(new Date(instant))).toBe(day);
    expect(todayInKolkata(new Date(instant))).toBe(day);
  });

  it('gives the date Intl gives in Asia/Kolkata for instants across two centuries', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const wrong: string[] = [];
    // A step of 29 h 13 min 17 s visits every time of day many times over.
    const step = ((29 * 60 + 13) * 60 + 17) * 1000;
    for (let t = Date.UTC(1946, 0, 1); t < Date.UTC(2100, 0, 1); t += step) {
      const instant = new Date(t);
      if (kolkataDateOf(instant) !== intl.format(instant)) wrong.push(instant.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('uses the current time by default', () => {
    expect(isIsoDate(todayInKolkata())).toBe(true);
  });

  it.each([
    ['2026-11-21', '2026-11-20T18:30:00.000Z'],
    ['2027-01-01', '2026-12-31T18:30:00.000Z'],
    ['2028-02-29', '2028-02-28T18:30:00.000Z'],
  ])('%s begins at %s', (day, instant) => {
    expect(kolkataDayStart(day).toISOString()).toBe(instant);
  });

  it('begins each day of a century at the first instant that is that day in Kolkata', () => {
    const wrong: string[] = [];
    for (let day = '2000-01-01'; day < '2100-01-01'; day = addDays(day, 1)) {
      const start = kolkataDayStart(day);
      if (kolkataDateOf(start) !== day || kolkataDateOf(new Date(start.getTime() - 1)) !== addDays(day, -1)) wrong.push(day);
    }
    expect(wrong).toEqual([]);
  });
});

describe('isSessionPast and isSessionToday', () => {
  // 00:30 on 21 November in Kolkata, still 20 November in UTC.
  const now = new Date('2026-11-20T19:00:00Z');

  it.each([
    ['2026-11-20', true],
    ['2026-11-21', false],
    ['2026-11-22', false],
    ['2025-12-31', true],
    ['not a date', true],
  ])('%s past: %s', (date, past) => {
    expect(isSessionPast(date, now)).toBe(past);
  });

  it('turns a session past exactly at midnight in Kolkata (18:30 UTC)', () => {
    expect(isSessionPast('2026-11-20', new Date('2026-11-20T18:29:59.999Z'))).toBe(false);
    expect(isSessionPast('2026-11-20', new Date('2026-11-20T18:30:00.000Z'))).toBe(true);
    expect(isSessionToday('2026-11-21', new Date('2026-11-20T18:30:00.000Z'))).toBe(true);
  });

  it('knows today in Kolkata, not in UTC', () => {
    expect(isSessionToday('2026-11-21', now)).toBe(true);
    expect(isSessionToday('2026-11-20', now)).toBe(false);
  });
});

describe('seats', () => {
  it.each([
    [10, 0, false, 10],
    [10, 9, false, 1],
    [10, 10, true, 0],
    [10, 12, true, 0],
    [0, 0, true, 0],
    [Number.NaN, 0, true, 0],
  ])('capacity %d, registered %d: full %s, %d left', (capacity, registered, full, left) => {
    expect(isSessionFull({ capacity, registered })).toBe(full);
    expect(slotsRemaining({ capacity, registered })).toBe(left);
  });
});

describe('formatSubmittedAt', () => {
  const plain = (s: string) => s.replace(/\s/g, ' ');

  it('shows the Kolkata date and time in en-IN', () => {
    expect(plain(formatSubmittedAt('2026-11-20T19:00:00Z'))).toBe('21 Nov 2026, 12:30 am');
    expect(plain(formatSubmittedAt('2026-06-01T08:15:00Z'))).toBe('1 Jun 2026, 1:45 pm');
  });

  it.each(['', '   ', 'yesterday', null, undefined])('is empty for %j', (value) => {
    expect(formatSubmittedAt(value)).toBe('');
  });
});
