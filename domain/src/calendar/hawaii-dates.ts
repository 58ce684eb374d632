/**
 * Hawaii keeps standard time all year (no daylight saving since 1945): every Hawaii wall-clock time is
 * UTC-10. Visitors' devices may be in zones that do change; they convert from the instants given here.
 * (An instant's Hawaii date is `hawaiiDay`, in advertising/pricing.ts.)
 */
export const HAWAII_UTC_OFFSET_HOURS = -10;
const HOUR_MS = 3_600_000;

/** The instant of a Hawaii date and time ("2026-12-03", "09:30"). */
export const hawaiiInstant = (date: string, time = '00:00') =>
  new Date(Date.parse(`${date}T${time}:00Z`) - HAWAII_UTC_OFFSET_HOURS * HOUR_MS);
