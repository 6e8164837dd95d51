import { describe, expect, it } from 'vitest';
import { DISPLAY_LOCALE } from './constants.js';
import { formatCount, longDate, monthTitle, shortDate } from './display-text.js';
import { addDays, isoDateOf } from './time.js';

// What Intl writes for the same values: the texts must not change for having left it (decision 068).
const utc = { timeZone: 'UTC' } as const;
const intlShort = new Intl.DateTimeFormat(DISPLAY_LOCALE, { ...utc, day: 'numeric', month: 'short', year: 'numeric' });
const intlLong = new Intl.DateTimeFormat(DISPLAY_LOCALE, { ...utc, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const intlMonth = new Intl.DateTimeFormat(DISPLAY_LOCALE, { ...utc, month: 'long', year: 'numeric' });
const intlCount = new Intl.NumberFormat(DISPLAY_LOCALE);
const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

describe('dates written for people', () => {
  it.each([
    ['2026-09-05', '5 Sept 2026', 'Saturday, 5 September 2026'],
    ['2026-12-05', '5 Dec 2026', 'Saturday, 5 December 2026'],
    ['2028-02-29', '29 Feb 2028', 'Tuesday, 29 February 2028'],
    ['0999-03-01', '1 Mar 999', 'Friday, 1 March 999'],
  ])('%s is %s, or %s', (date, short, long) => {
    expect(shortDate(date)).toBe(short);
    expect(longDate(date)).toBe(long);
  });

  it('names a month with its year', () => {
    expect(monthTitle({ year: 2026, month: 3 })).toBe('March 2026');
    expect(monthTitle({ year: 2027, month: 1 })).toBe('January 2027');
  });

  it('writes every day from 1990 to 2060 as Intl does in en-IN', () => {
    const wrong: string[] = [];
    for (let date = '1990-01-01'; date <= '2060-12-31'; date = addDays(date, 1)) {
      const day = dayOf(date);
      if (shortDate(date) !== intlShort.format(day) || longDate(date) !== intlLong.format(day)) wrong.push(date);
    }
    expect(wrong).toEqual([]);
  });

  it('names every month as Intl does in en-IN', () => {
    for (const year of [1999, 2026, 9999])
      for (let month = 1; month <= 12; month++) expect(monthTitle({ year, month })).toBe(intlMonth.format(dayOf(isoDateOf(year, month, 1))));
  });
});

describe('counts written for people', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [3250, '3,250'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [-1234567, '-12,34,567'],
  ])('%d is %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it('groups every count up to 20,000, and large and negative ones, as Intl does in en-IN', () => {
    const values = [...Array.from({ length: 20_001 }, (_, i) => i), ...Array.from({ length: 16 }, (_, i) => 10 ** i + 7), -5, -12345, -987654321];
    expect(values.filter((value) => formatCount(value) !== intlCount.format(value))).toEqual([]);
  });
});
