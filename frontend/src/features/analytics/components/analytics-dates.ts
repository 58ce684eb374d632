import { HAWAII_TIME_ZONE, type Locale } from '@nsg/domain/shared/locales.ts';

export type AsOfKind = 'now' | 'time' | 'position';

/** A moment as the page's reader reads it: Hawaii time, in their language. */
export const hawaiiMoment = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(locale === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: HAWAII_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

const HAWAII_OFFSET = '-10:00';
const DAY_MS = 86_400_000;

/** Today's Hawaii date, YYYY-MM-DD (Hawaii keeps no daylight saving: UTC-10 all year). */
const hawaiiDate = (moment: Date) => new Date(moment.getTime() - 10 * 3_600_000).toISOString().slice(0, 10);

/** The seven Hawaii days before today. */
export function lastWeek(now = new Date()): { from: string; to: string } {
  return {
    from: hawaiiDate(new Date(now.getTime() - 7 * DAY_MS)),
    to: hawaiiDate(new Date(now.getTime() - DAY_MS)),
  };
}

/** A `datetime-local` value read as Hawaii time, as an ISO instant. */
export const hawaiiInputToIso = (local: string) =>
  new Date(`${local.length === 16 ? `${local}:00` : local}${HAWAII_OFFSET}`).toISOString();

/** The same Hawaii wall-clock time one day earlier, as a `datetime-local` value. */
export function dayBefore(local: string): string {
  const earlier = new Date(new Date(hawaiiInputToIso(local)).getTime() - DAY_MS);
  return new Date(earlier.getTime() - 10 * 3_600_000).toISOString().slice(0, 16);
}
