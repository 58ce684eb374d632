/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface UnservedShare {
  /** Cents to give back: the payment times the unserved days over all paid days, rounded down. */
  cents: number;
  unservedDays: number;
  paidDays: number;
}

/**
 * The unserved part of a campaign's payment, pro rata by days. A campaign is paid for every day from its
 * start to its end date, both included; the day it stops counts as served (its ads showed that day).
 * Rounding down keeps any sum of such refunds within the payment.
 */
export function unservedShare(payment: {
  amountCents: number;
  startDate: string;
  endDate: string;
  /** The Hawaii day the campaign stops. */
  stoppedOn: string;
}): UnservedShare {
  const paidDays = Math.max(1, daysBetween(payment.startDate, payment.endDate) + 1);
  const firstUnserved =
    payment.stoppedOn < payment.startDate ? payment.startDate : addDays(payment.stoppedOn, 1);
  const unservedDays = Math.min(paidDays, Math.max(0, daysBetween(firstUnserved, payment.endDate) + 1));
  return { cents: Math.floor((payment.amountCents * unservedDays) / paidDays), unservedDays, paidDays };
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How much of a payment can still go back: never more than was paid, less what already went back. */
export const refundableCents = (amountCents: number, refundedCents: number) =>
  Math.max(0, amountCents - refundedCents);
