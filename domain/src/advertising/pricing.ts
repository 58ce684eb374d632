/** Spec 001 section 9: $30 a month, for 1, 3, 6 or 12 months. */
export const MONTHLY_PRICE_DOLLARS = 30;
export const campaignDurations = [1, 3, 6, 12] as const;
export type CampaignDuration = (typeof campaignDurations)[number];

export const budgetFor = (months: number, monthlyPrice = MONTHLY_PRICE_DOLLARS): number =>
  Math.round(months * monthlyPrice * 100) / 100;
/** The payment amount is the budget times 100 (cents), computed on the server from the campaign. */
export const amountCentsFor = (budgetDollars: number): number => Math.round(budgetDollars * 100);

/** `YYYY-MM-DD` plus whole months; a day past the target month's end falls back to its last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The product's calendar day: Hawaii (UTC-10, no daylight saving). */
export function hawaiiDay(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(time - 10 * 3600_000).toISOString().slice(0, 10);
}
