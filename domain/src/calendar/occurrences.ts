import rrule from 'rrule';
import { addDays } from '../shared/dates.ts';
import { hawaiiInstant } from './hawaii-dates.ts';
import type { CalendarEventDetails, RecurringPattern } from './calendar-event.ts';

/** A series without an end date repeats for this many days, so a forgotten event does not stay for ever. */
export const SERIES_MAX_DAYS = 365;

export interface Occurrence {
  /** The instants, UTC. */
  start: Date;
  end: Date;
  /** Its Hawaii date, YYYY-MM-DD. */
  date: string;
}

type Timing = Pick<
  CalendarEventDetails,
  'startDate' | 'endDate' | 'startTime' | 'endTime' | 'isAllDay' | 'isRecurring' | 'recurringPattern'
>;

const RULE: Record<RecurringPattern, { freq: number; interval: number }> = {
  daily: { freq: rrule.RRule.DAILY, interval: 1 },
  weekly: { freq: rrule.RRule.WEEKLY, interval: 1 },
  biweekly: { freq: rrule.RRule.WEEKLY, interval: 2 },
  monthly: { freq: rrule.RRule.MONTHLY, interval: 1 },
};

/** The last Hawaii date an event (or its series) is on. */
export function lastDateOf(event: Timing): string {
  if (event.isRecurring) return event.endDate ?? addDays(event.startDate, SERIES_MAX_DAYS);
  return event.endDate ?? event.startDate;
}

/** One occurrence on a Hawaii date: from its start time (or midnight) to its end time (or the day's end). */
function occurrenceOn(event: Timing, date: string, lastDate: string): Occurrence {
  const start = hawaiiInstant(date, event.isAllDay ? '00:00' : (event.startTime ?? '00:00'));
  const end =
    !event.isAllDay && event.endTime
      ? hawaiiInstant(lastDate, event.endTime)
      : hawaiiInstant(addDays(lastDate, 1));
  return { start, end, date };
}

/** The Hawaii dates a series falls on, from its first date through `until`. */
function seriesDates(event: Timing, pattern: RecurringPattern, until: string): string[] {
  // rrule works on "floating" times given as UTC: the Hawaii dates as UTC midnights, so no zone of the
  // machine (or of a visitor's device) and no daylight-saving change can move an occurrence.
  const rule = new rrule.RRule({
    ...RULE[pattern],
    dtstart: new Date(`${event.startDate}T00:00:00Z`),
    until: new Date(`${until}T00:00:00Z`),
  });
  return rule.all().map((date) => date.toISOString().slice(0, 10));
}

/** Every occurrence of the event that has not ended by `from` and starts before `to`, in order. */
export function occurrencesBetween(event: Timing, from: Date, to: Date): Occurrence[] {
  const last = lastDateOf(event);
  const all =
    event.isRecurring && event.recurringPattern
      ? seriesDates(event, event.recurringPattern, last).map((date) => occurrenceOn(event, date, date))
      : [occurrenceOn(event, event.startDate, last)];
  return all.filter((occurrence) => occurrence.end > from && occurrence.start < to);
}

/** When the event's last occurrence ends: after it, the event leaves the calendar. */
export function endOfEvent(event: Timing): Date {
  const last = lastDateOf(event);
  return occurrenceOn(event, last, last).end;
}

/**
 * The series as iCalendar states it, for calendar apps that expand it themselves: FREQ, INTERVAL and a
 * COUNT (valid whether the event is all-day or timed, where an UNTIL would have to match DTSTART's type).
 */
export function seriesRule(event: Timing) {
  if (!event.isRecurring || !event.recurringPattern) return null;
  const { freq, interval } = RULE[event.recurringPattern];
  const count = seriesDates(event, event.recurringPattern, lastDateOf(event)).length;
  return { freq: rrule.Frequency[freq] as 'DAILY' | 'WEEKLY' | 'MONTHLY', interval, count };
}
