import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundableCents, unservedShare } from './refund.ts';

const day = fc
  .integer({ min: 0, max: 3000 })
  .map((offset) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10));

describe('the unserved share of a payment', () => {
  it('gives everything back before the start, nothing after the end, and the rest pro rata by days', () => {
    const campaign = { amountCents: 3000, startDate: '2026-03-01', endDate: '2026-03-30' };
    expect(unservedShare({ ...campaign, stoppedOn: '2026-02-20' })).toEqual({
      cents: 3000,
      unservedDays: 30,
      paidDays: 30,
    });
    expect(unservedShare({ ...campaign, stoppedOn: '2026-03-10' })).toEqual({
      cents: 2000,
      unservedDays: 20,
      paidDays: 30,
    });
    expect(unservedShare({ ...campaign, stoppedOn: '2026-03-30' }).cents).toBe(0);
    expect(unservedShare({ ...campaign, stoppedOn: '2026-05-01' }).cents).toBe(0);
  });

  it('never refunds more than the payment, and partial refunds never add up to more than it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        day,
        day,
        day,
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 8 }),
        (amountCents, a, b, stoppedOn, asked) => {
          const [startDate, endDate] = a <= b ? [a, b] : [b, a];
          const share = unservedShare({ amountCents, startDate, endDate, stoppedOn });
          expect(Number.isInteger(share.cents)).toBe(true);
          expect(share.cents).toBeGreaterThanOrEqual(0);
          expect(share.cents).toBeLessThanOrEqual(amountCents);
          // Every refund is bounded by what remains refundable, the unserved share first.
          let refunded = 0;
          for (const wanted of [share.cents, ...asked]) {
            refunded += Math.min(wanted, refundableCents(amountCents, refunded));
          }
          expect(refunded).toBeLessThanOrEqual(amountCents);
        },
      ),
    );
  });
});
