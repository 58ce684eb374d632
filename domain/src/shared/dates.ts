import { z } from 'zod';

/** The dates the product deals in: a campaign, a report or an audit filter never lies outside them. */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2100-12-31';

export const isDateInRange = (isoDate: string) => isoDate >= EARLIEST_DATE && isoDate <= LATEST_DATE;

export const DATE_RANGE_MESSAGE = `Date must be between ${EARLIEST_DATE} and ${LATEST_DATE}`;

/** A calendar date (YYYY-MM-DD) between 2000 and 2100. */
export const boundedIsoDate = (message: string) =>
  z.iso.date(message).refine(isDateInRange, DATE_RANGE_MESSAGE);

const DAY_MS = 86_400_000;

/** Whole calendar days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The `YYYY-MM-DD` a number of days after (or before) another. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
