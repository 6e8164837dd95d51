/**
 * Dates and counts written for people as DISPLAY_LOCALE (en-IN) writes them: '5 Sept 2026',
 * 'Saturday, 5 September 2026', 'September 2026', '12,34,567'. Written out here rather than through
 * Intl because a page's first Intl object loads the browser's locale data, about 100 ms of a phone's
 * main thread while the page starts (docs/decisions/068-dates-and-counts-written-without-intl.md).
 * display-text.test.ts holds every output to Intl's.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// en-IN shortens September to four letters.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface CalendarDay {
  year: number;
  /** 0–11 */
  monthIndex: number;
  day: number;
}

/** The parts of a YYYY-MM-DD date, as written: a calendar day has no zone. */
function partsOf(isoDate: string): CalendarDay {
  return { year: Number(isoDate.slice(0, 4)), monthIndex: Number(isoDate.slice(5, 7)) - 1, day: Number(isoDate.slice(8, 10)) };
}

/** 'September 2026' for month 9 (1–12) of 2026, as the calendars' headings and the empty message say it. */
export function monthTitle({ year, month }: { year: number; month: number }): string {
  return `${MONTHS[month - 1]} ${year}`;
}

/** '5 Sept 2026' for 2026-09-05. */
export function shortDate(isoDate: string): string {
  const { year, monthIndex, day } = partsOf(isoDate);
  return `${day} ${SHORT_MONTHS[monthIndex]} ${year}`;
}

/** 'Saturday, 5 September 2026' for 2026-09-05. */
export function longDate(isoDate: string): string {
  const { year, monthIndex, day } = partsOf(isoDate);
  const weekday = new Date(Date.UTC(year, monthIndex, day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[monthIndex]} ${year}`;
}

/** A whole number with Indian digit grouping: the last three digits, then pairs ('12,34,567'). */
export function formatCount(value: number): string {
  const digits = String(Math.abs(Math.round(value)));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 && digits !== '0' ? '-' : ''}${rest ? `${rest},` : ''}${last}`;
}
