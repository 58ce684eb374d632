import { z } from 'zod';
import { boundedIsoDate } from '../shared/dates.ts';

export const FROM_NOT_A_DATE = 'From must be a date (YYYY-MM-DD)';
export const TO_NOT_A_DATE = 'To must be a date (YYYY-MM-DD)';
export const FROM_AFTER_TO = 'From must not be after To';

/** The days an ad-stats report covers (Hawaii days, inclusive); the dashboard and the replay say the same. */
export const statsRangeSchema = z
  .object({ from: boundedIsoDate(FROM_NOT_A_DATE), to: boundedIsoDate(TO_NOT_A_DATE) })
  .refine((range) => range.from <= range.to, { message: FROM_AFTER_TO, path: ['from'] });
