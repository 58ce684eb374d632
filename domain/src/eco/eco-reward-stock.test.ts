import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import { DomainError } from '../shared/errors.ts';
import { rewardStockDecider, type RewardStockEvent } from './eco-reward-stock.ts';

const now = new Date('2026-11-22T10:00:00Z');
const reserve = {
  kind: 'ReserveRewardStock' as const,
  rewardId: 7,
  redemptionId: 'r1',
  maxRedemptions: 2,
  validUntil: '2027-12-31',
  now,
};
const reserved = (redemptionId: string): RewardStockEvent => ({
  type: 'eco.RewardStockReserved',
  data: { rewardId: 7, redemptionId, reservedAt: now.toISOString() },
});
const spec = deciderSpec(rewardStockDecider);

describe('reward stock decider', () => {
  it('reserves a unit while stock lasts', () =>
    spec
      .given([reserved('r0')])
      .when(reserve)
      .then([reserved('r1')]));
  it('refuses past maxRedemptions', () =>
    spec
      .given([reserved('r0'), reserved('r2')])
      .when(reserve)
      .thenThrows('conflict', 'This reward is no longer available'));
  it('answers a repeated reservation of the same redemption with nothing new', () =>
    spec
      .given([reserved('r0'), reserved('r1')])
      .when(reserve)
      .then([]));
  it('has no limit when maxRedemptions is null', () =>
    spec
      .given([reserved('a'), reserved('b'), reserved('c')])
      .when({ ...reserve, maxRedemptions: null })
      .then([reserved('r1')]));
  it('refuses an expired reward', () =>
    spec
      .given([])
      .when({ ...reserve, validUntil: '2026-11-21' })
      .thenThrows('conflict', 'expired'));
  it('never holds more than maxRedemptions units, whatever the order of requests', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.array(fc.nat(30), { maxLength: 60 }), (max, requests) => {
        let state = rewardStockDecider.initialState();
        for (const id of requests) {
          try {
            const events = rewardStockDecider.decide(
              { ...reserve, redemptionId: `r${id}`, maxRedemptions: max },
              state,
            );
            state = events.reduce(rewardStockDecider.evolve, state);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        }
        expect(state.reserved.length).toBeLessThanOrEqual(max);
        expect(new Set(state.reserved).size).toBe(state.reserved.length);
      }),
    );
  });
});
