import { z } from 'zod';

/** The dates the product deals in: a campaign, a report or an audit filter never lies outside them. */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2100-12-31';

export const isDateInRange = (isoDate: string) => isoDate >= EARLIEST_DATE && isoDate <= LATEST_DATE;

export const DATE_RANGE_MESSAGE = `Date must be between ${EARLIEST_DATE} and ${LATEST_DATE}`;

/** A calendar date (YYYY-MM-DD) between 2000 and 2100. */
export const boundedIsoDate = (message: string) =>
  z.iso.date(message).refine(isDateInRange, DATE_RANGE_MESSAGE);
