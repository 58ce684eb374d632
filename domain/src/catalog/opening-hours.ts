import { z } from 'zod';
import { WEEKDAYS, type OpeningHours, type OpeningRange, type Weekday } from './opening-clock.ts';

// The clock and the types live apart from the schemas, so that a page showing hours loads no zod.
export { WEEKDAYS, hawaiiClock, isOpenAt } from './opening-clock.ts';
export type { OpeningHours, OpeningRange, Weekday } from './opening-clock.ts';

export const MAX_RANGES_PER_DAY = 3;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** One opening, in Hawaii time (see `OpeningRange`). */
export const openingRangeSchema = z
  .object({
    opens: z.string().regex(TIME, 'Use a time such as 09:00'),
    closes: z.string().regex(TIME, 'Use a time such as 17:30'),
  })
  .refine((range) => range.opens !== range.closes, {
    path: ['closes'],
    message: 'Closing time must differ from opening time',
  }) satisfies z.ZodType<OpeningRange>;

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
) satisfies z.ZodType<OpeningHours>;
