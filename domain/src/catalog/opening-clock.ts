/** Weekdays in the order of `Date.getUTCDay()`: Sunday first. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One opening, in Hawaii time ("09:00"). A range whose closing time is not after its opening time runs
 * past midnight into the next day (a bar open 18:00–02:00).
 */
export interface OpeningRange {
  opens: string;
  closes: string;
}

/** A week of opening hours: per weekday its ranges; an empty list is a closed day. */
export type OpeningHours = Record<Weekday, OpeningRange[]>;

/** Hawaii is UTC-10 all year: no daylight saving, whatever the visitor's device observes. */
const HAWAII_OFFSET_MS = 10 * 3600_000;

/** The weekday and minutes since midnight of an instant, in Hawaii. */
export function hawaiiClock(at: Date): { weekday: number; minutes: number } {
  const local = new Date(at.getTime() - HAWAII_OFFSET_MS);
  return { weekday: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const runsPastMidnight = (range: OpeningRange) => minutesOf(range.closes) <= minutesOf(range.opens);

/** Whether the hours say the place is open at an instant, in Hawaii time. */
export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  const { weekday, minutes } = hawaiiClock(at);
  const today = hours[WEEKDAYS[weekday]!];
  const yesterday = hours[WEEKDAYS[(weekday + 6) % 7]!];
  const openToday = today.some((range) =>
    runsPastMidnight(range)
      ? minutes >= minutesOf(range.opens)
      : minutes >= minutesOf(range.opens) && minutes < minutesOf(range.closes),
  );
  const openSinceYesterday = yesterday.some(
    (range) => runsPastMidnight(range) && minutes < minutesOf(range.closes),
  );
  return openToday || openSinceYesterday;
}
