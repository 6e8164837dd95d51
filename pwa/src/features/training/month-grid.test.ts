import { describe, expect, it } from 'vitest';
import { addDays } from '@site/schema';
import { longDate, monthOf, monthTitle, monthWeeks, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('lays a month out Sunday to Saturday', () => {
    // 1 November 2026 is a Sunday; 30 November a Monday.
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // 1 December 2026 is a Tuesday.
    expect(monthWeeks({ year: 2026, month: 12 })[0]!.slice(0, 3)).toEqual([null, null, '2026-12-01']);
  });

  it('knows February in a leap year', () => {
    expect(monthWeeks({ year: 2028, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -7)).toBe('2026-02-22');
  });

  it('names months and days without the browser zone shifting them', () => {
    expect(monthOf('2026-12-05')).toEqual({ year: 2026, month: 12 });
    expect(monthTitle({ year: 2026, month: 12 })).toBe('December 2026');
    expect(longDate('2026-12-05')).toBe('Saturday, 5 December 2026');
  });
});
