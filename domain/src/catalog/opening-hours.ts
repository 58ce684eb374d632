import { z } from 'zod';

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

export const MAX_RANGES_PER_DAY = 3;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * One opening, in Hawaii time. A range whose closing time is not after its opening time runs past midnight
 * into the next day (a bar open 18:00–02:00).
 */
export const openingRangeSchema = z
  .object({
    opens: z.string().regex(TIME, 'Use a time such as 09:00'),
    closes: z.string().regex(TIME, 'Use a time such as 17:30'),
  })
  .refine((range) => range.opens !== range.closes, {
    path: ['closes'],
    message: 'Closing time must differ from opening time',
  });
export type OpeningRange = z.infer<typeof openingRangeSchema>;

const dayRanges = z
  .array(openingRangeSchema)
  .max(MAX_RANGES_PER_DAY, `At most ${MAX_RANGES_PER_DAY} opening times a day`)
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => a.opens.localeCompare(b.opens));
      return sorted.every((range, i) => i === 0 || sorted[i - 1]!.closes <= range.opens);
    },
    { message: 'Opening times of one day must not overlap' },
  );

/** A week of opening hours: per weekday its ranges; an empty list is a closed day. */
export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges])) as Record<Weekday, typeof dayRanges>,
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

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
