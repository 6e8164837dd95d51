import { describe, expect, it } from 'vitest';
import { monthTitle } from './display-text.js';
import { addMonths, eventDateText, eventTouches, monthOf, monthRange } from './event-dates.js';

describe('event dates', () => {
  it.each([
    [{ date: '2026-03-12' }, '2026-03-01', '2026-03-31', true],
    [{ date: '2026-02-27', endDate: '2026-03-02' }, '2026-03-01', '2026-03-31', true],
    [{ date: '2026-03-30', endDate: '2026-04-02' }, '2026-04-01', '2026-04-30', true],
    [{ date: '2026-02-10', endDate: '2026-04-02' }, '2026-03-01', '2026-03-31', true],
    [{ date: '2026-02-27', endDate: '2026-02-28' }, '2026-03-01', '2026-03-31', false],
    [{ date: '2026-04-01', endDate: null }, '2026-03-01', '2026-03-31', false],
  ])('%j touches %s..%s: %s', (event, from, to, expected) => {
    expect(eventTouches(event, from, to)).toBe(expected);
  });

  it('gives months, their ranges and titles, across years and leap days', () => {
    expect(monthOf('2026-03-12')).toEqual({ year: 2026, month: 3 });
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthTitle({ year: 2026, month: 3 })).toBe('March 2026');
  });

  it('writes a single date or two dates joined by a hyphen', () => {
    expect(eventDateText({ date: '2026-03-12' })).toBe('12 Mar 2026');
    expect(eventDateText({ date: '2026-03-12', endDate: '2026-03-12' })).toBe('12 Mar 2026');
    expect(eventDateText({ date: '2026-03-12', endDate: '2026-03-14' })).toBe('12 Mar 2026 - 14 Mar 2026');
  });
});
