/** Dates as the business sees them: in Asia/Kolkata, whatever the zone of the browser or server. */
import { DISPLAY_LOCALE, TIME_ZONE } from './constants.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (so 2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** YYYY-MM-DD from a calendar year, month (1–12) and day, as a month grid needs it. */
export function isoDateOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date `by` days from a YYYY-MM-DD date. */
export function addDays(date: string, by: number): string {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + by));
  return isoDateOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

// Asia/Kolkata (TIME_ZONE) has kept UTC+05:30, with no daylight saving, since 1945. Adding it by hand
// spares a page the locale data Intl loads on first use (decision 068); time.test.ts holds it to Intl.
const KOLKATA_OFFSET_MS = 330 * 60_000;

/** The Kolkata calendar date (YYYY-MM-DD) of an instant. */
export function kolkataDateOf(instant: Date): string {
  const shifted = new Date(instant.getTime() + KOLKATA_OFFSET_MS);
  return isoDateOf(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** The instant a Kolkata calendar date (YYYY-MM-DD) begins. */
export function kolkataDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - KOLKATA_OFFSET_MS);
}

export function todayInKolkata(now: Date = new Date()): string {
  return kolkataDateOf(now);
}

export function isSessionToday(date: string, now: Date = new Date()): boolean {
  return isIsoDate(date) && date === todayInKolkata(now);
}

/** Before today in Kolkata. A date that is not YYYY-MM-DD cannot be judged and counts as past, so nothing registers for it. */
export function isSessionPast(date: string, now: Date = new Date()): boolean {
  return !isIsoDate(date) || date < todayInKolkata(now);
}

export interface SessionSeats {
  capacity: number;
  registered: number;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Full once registrations reach capacity; a session without a usable capacity is full. */
export function isSessionFull({ capacity, registered }: SessionSeats): boolean {
  return count(registered) >= count(capacity);
}

/** Capacity minus registered, never below zero (an over-booked session shows 0, not a negative count). */
export function slotsRemaining({ capacity, registered }: SessionSeats): number {
  return Math.max(0, count(capacity) - count(registered));
}

// Made on first use: only admin tables and offline notices show a time, and Intl's first use is costly (decision 068).
let submittedAt: Intl.DateTimeFormat | undefined;

/** For admin tables, e.g. '21 Nov 2026, 12:30 am'. Empty when the timestamp is missing or unreadable, so the table decides what to show. */
export function formatSubmittedAt(iso: string | null | undefined): string {
  if (typeof iso !== 'string' || iso.trim() === '') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  submittedAt ??= new Intl.DateTimeFormat(DISPLAY_LOCALE, { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  return submittedAt.format(d);
}
