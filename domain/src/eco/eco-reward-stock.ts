import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import { ECO_MESSAGES } from './eco-visitor.ts';
import { honoluluDay } from './eco-streak.ts';

/** One stream per limited reward: the redemptions that hold a unit of its stock. */
export const rewardStockStreamId = (rewardId: number) => `eco_reward_stock-${rewardId}`;

export type RewardStockReserved = DomainEvent<
  'eco.RewardStockReserved',
  { rewardId: number; redemptionId: string; reservedAt: string }
>;
export type RewardStockEvent = RewardStockReserved;

export interface ReserveRewardStock {
  kind: 'ReserveRewardStock';
  rewardId: number;
  redemptionId: string;
  /** Null: no stock limit. */
  maxRedemptions: number | null;
  validUntil: string;
  now: Date;
}

export interface RewardStockState {
  reserved: readonly string[];
}

export const rewardStockDecider: Decider<ReserveRewardStock, RewardStockEvent, RewardStockState> = {
  initialState: () => ({ reserved: [] }),
  decide(command, state) {
    // The same redemption asks again after a crash or a retry: it already holds its unit.
    if (state.reserved.includes(command.redemptionId)) return [];
    if (honoluluDay(command.now) > command.validUntil) {
      throw new DomainError('conflict', ECO_MESSAGES.rewardExpired, undefined, { code: 'reward_expired' });
    }
    if (command.maxRedemptions !== null && state.reserved.length >= command.maxRedemptions) {
      throw new DomainError('conflict', ECO_MESSAGES.rewardSoldOut, undefined, { code: 'reward_sold_out' });
    }
    return [
      {
        type: 'eco.RewardStockReserved',
        data: {
          rewardId: command.rewardId,
          redemptionId: command.redemptionId,
          reservedAt: command.now.toISOString(),
        },
      },
    ];
  },
  evolve: (state, event) => ({ reserved: [...state.reserved, event.data.redemptionId] }),
};
