import { describe, expect, it } from 'vitest';
import { monthWeeks } from './month-grid';

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
});
