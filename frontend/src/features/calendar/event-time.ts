import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { HAWAII_TIME_ZONE, type Locale } from '@nsg/domain/shared/locales.ts';
import type { CalendarEvent, Occurrence } from './api/calendar.ts';

/** A Hawaii date (YYYY-MM-DD) as the visitor's language writes it: "Sat, Dec 5" / "12月5日(土)". */
export function formatEventDate(date: string, locale: Locale, withYear = false): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A clock time in Hawaii, whatever the device's zone: "7:30 AM" / "7:30". */
export function formatHawaiiClock(instant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: HAWAII_TIME_ZONE,
  }).format(new Date(instant));
}

/** What the occurrence's time says: all day, from a start, or from a start to an end (Hawaii time). */
export function occurrenceTime(
  event: Pick<CalendarEvent, 'isAllDay' | 'endTime'>,
  occurrence: Occurrence,
  locale: Locale,
): { kind: 'allDay' } | { kind: 'from'; start: string } | { kind: 'range'; start: string; end: string } {
  if (event.isAllDay) return { kind: 'allDay' };
  const start = formatHawaiiClock(occurrence.start, locale);
  if (!event.endTime) return { kind: 'from', start };
  return { kind: 'range', start, end: formatHawaiiClock(occurrence.end, locale) };
}

/** The Hawaii dates of a month's grid, weeks from Sunday: null for the days of the months around it. */
export function monthGrid(month: string): (string | null)[] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/** The month (YYYY-MM) a number of months after another. */
export function addMonths(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** Today's Hawaii date. */
export const hawaiiToday = () => hawaiiDay(new Date());
