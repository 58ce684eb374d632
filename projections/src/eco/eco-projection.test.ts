import { describe, it } from 'vitest';
import { rewardStockStreamId } from '@nsg/domain/eco/eco-reward-stock.ts';
import { ecoStreamId } from '@nsg/domain/eco/eco-visitor.ts';
import type { ReadModelChange } from '../runner/projection.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { ecoPublicId } from './eco-public-id.ts';
import { ecoProjection } from './eco-projection.ts';

const spec = projectionSpec(ecoProjection);

const LANI = 'visitor-lani';
const MAKANA = 'visitor-makana';
const CLEANUP = 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a';
const REEF_SAFE = 'd2e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a';
const REDEMPTION = 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b';
const PHOTO = '/uploads/eco/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jpg';

const started = (visitorId: string, userChallengeId: string, challengeId = 1): SpecEvent => ({
  streamId: ecoStreamId(visitorId),
  type: 'eco.ChallengeStarted',
  data: { userChallengeId, challengeId, startedAt: '2026-11-27T18:00:00.000Z' },
});
const completed = (visitorId: string, userChallengeId: string, points = 50): SpecEvent => ({
  streamId: ecoStreamId(visitorId),
  type: 'eco.ChallengeCompleted',
  data: {
    userChallengeId,
    challengeId: 1,
    notes: 'Two bags from the tide line',
    evidencePhotos: [PHOTO],
    pointsEarned: points,
    co2SavedGrams: 100,
    wasteReducedGrams: 2000,
    // 7 pm on the 27th in Hawaii.
    completedAt: '2026-11-28T05:00:00.000Z',
    needsVerification: true,
  },
});
const verified = (visitorId: string, userChallengeId: string): SpecEvent => ({
  streamId: ecoStreamId(visitorId),
  type: 'eco.ChallengeVerified',
  data: {
    userChallengeId,
    challengeId: 1,
    adminId: 'admin:1',
    note: null,
    verifiedAt: '2026-11-28T18:00:00.000Z',
  },
});
const rejected = (visitorId: string, userChallengeId: string): SpecEvent => ({
  streamId: ecoStreamId(visitorId),
  type: 'eco.ChallengeRejected',
  data: {
    userChallengeId,
    challengeId: 1,
    adminId: 'admin:1',
    note: 'The photo shows another beach',
    pointsRevoked: 50,
    co2SavedGrams: 100,
    wasteReducedGrams: 2000,
    rejectedAt: '2026-11-28T18:00:00.000Z',
  },
});

const redemption = { redemptionId: REDEMPTION, rewardId: 3, points: 40 };
const redemptionStarted: SpecEvent = {
  streamId: ecoStreamId(LANI),
  type: 'eco.RewardRedemptionStarted',
  data: { ...redemption, startedAt: '2026-11-29T18:00:00.000Z' },
};
const stockReserved: SpecEvent = {
  streamId: rewardStockStreamId(3),
  type: 'eco.RewardStockReserved',
  data: { rewardId: 3, redemptionId: REDEMPTION, reservedAt: '2026-11-29T18:00:01.000Z' },
};
const redeemed: SpecEvent = {
  streamId: ecoStreamId(LANI),
  type: 'eco.RewardRedeemed',
  data: { ...redemption, code: 'ECO-7K2M', redeemedAt: '2026-11-29T18:00:02.000Z' },
};
const redemptionFailed: SpecEvent = {
  streamId: ecoStreamId(LANI),
  type: 'eco.RewardRedemptionFailed',
  data: { ...redemption, reason: 'out_of_stock', failedAt: '2026-11-29T18:00:02.000Z' },
};
/** Lani's verified cleanup: 50 points to spend. */
const laniEarned = [started(LANI, CLEANUP), completed(LANI, CLEANUP), verified(LANI, CLEANUP)];

describe('the eco projection', () => {
  it('counts a visitor who starts a challenge, under their public id, with nothing earned yet', async () => {
    await spec
      .given([])
      .when([started(LANI, CLEANUP)])
      .then({
        eco_user_challenges: [
          {
            id: CLEANUP,
            visitor_id: LANI,
            challenge_id: 1,
            status: 'started',
            points_earned: 0,
            completed_at: null,
          },
        ],
        eco_user_stats: [
          { visitor_id: LANI, public_id: ecoPublicId(LANI), points_earned: 0, challenges_completed: 0 },
        ],
      });
  });

  it('adds a completion’s points, CO2 and waste to the visitor’s stats, on its Hawaii day', async () => {
    await spec
      .given([started(LANI, CLEANUP)])
      .when([completed(LANI, CLEANUP)])
      .then({
        eco_user_challenges: [
          {
            status: 'completed',
            points_earned: 50,
            notes: 'Two bags from the tide line',
            evidence_photos: [PHOTO],
            completed_day: '2026-11-27',
            needs_verification: true,
          },
        ],
        eco_user_stats: [{ points_earned: 50, challenges_completed: 1, co2_saved: 100, waste_reduced: 2000 }],
      });
  });

  it('keeps the points of a verified completion, and the admin who verified it', async () => {
    await spec
      .given([started(LANI, CLEANUP), completed(LANI, CLEANUP)])
      .when([verified(LANI, CLEANUP)])
      .then({
        eco_user_challenges: [{ status: 'verified', reviewed_by: 'admin:1', review_note: null }],
        eco_user_stats: [{ points_earned: 50, points_revoked: 0, challenges_completed: 1 }],
      });
  });

  it('takes a rejected completion’s points, CO2, waste and count back, with the admin’s note', async () => {
    await spec
      .given([started(LANI, CLEANUP), completed(LANI, CLEANUP)])
      .when([rejected(LANI, CLEANUP)])
      .then({
        eco_user_challenges: [
          { status: 'rejected', reviewed_by: 'admin:1', review_note: 'The photo shows another beach' },
        ],
        eco_user_stats: [
          { points_earned: 50, points_revoked: 50, challenges_completed: 0, co2_saved: 0, waste_reduced: 0 },
        ],
      });
  });

  it('takes back a completion rejected after its verification, however the review reached the page', async () => {
    await spec
      .given([started(LANI, CLEANUP), completed(LANI, CLEANUP)])
      .when([verified(LANI, CLEANUP), rejected(LANI, CLEANUP)])
      .then({
        eco_user_challenges: [{ status: 'rejected', review_note: 'The photo shows another beach' }],
        eco_user_stats: [{ points_earned: 50, points_revoked: 50, challenges_completed: 0 }],
      });
  });

  it('keeps each visitor’s stats apart, whatever the page holds', async () => {
    await spec
      .given([started(LANI, CLEANUP), started(MAKANA, REEF_SAFE, 2)])
      .when([completed(MAKANA, REEF_SAFE, 30), completed(LANI, CLEANUP, 50), rejected(LANI, CLEANUP)])
      .then({
        eco_user_stats: [
          { visitor_id: LANI, points_earned: 50, points_revoked: 50, challenges_completed: 0 },
          { visitor_id: MAKANA, points_earned: 30, points_revoked: 0, challenges_completed: 1 },
        ],
      });
  });

  it('holds a redemption’s points while it is pending, and spends them once redeemed', async () => {
    await spec
      .given(laniEarned)
      .when([redemptionStarted, stockReserved])
      .then({
        eco_user_rewards: [{ id: REDEMPTION, visitor_id: LANI, reward_id: 3, status: 'pending', points: 40 }],
        eco_user_stats: [{ points_earned: 50, points_held: 40, points_spent: 0 }],
        eco_reward_stock: [{ reward_id: 3, reserved: 1 }],
      });
    await spec
      .given([...laniEarned, redemptionStarted, stockReserved])
      .when([redeemed])
      .then({
        eco_user_rewards: [
          { status: 'active', code: 'ECO-7K2M', redeemed_at: new Date('2026-11-29T18:00:02Z') },
        ],
        eco_user_stats: [{ points_earned: 50, points_held: 0, points_spent: 40 }],
      });
  });

  it('gives a failed redemption’s points back, with the reason', async () => {
    await spec
      .given([...laniEarned, redemptionStarted])
      .when([redemptionFailed])
      .then({
        eco_user_rewards: [{ status: 'failed', reason: 'out_of_stock', code: null }],
        eco_user_stats: [{ points_held: 0, points_spent: 0 }],
      });
  });

  it('counts each reservation of a reward’s stock', async () => {
    const reserved = (redemptionId: string): SpecEvent => ({
      ...stockReserved,
      data: { rewardId: 3, redemptionId, reservedAt: '2026-11-29T18:00:00.000Z' },
    });
    await spec
      .given([reserved(REDEMPTION)])
      .when([reserved(CLEANUP), reserved(REEF_SAFE)])
      .then({ eco_reward_stock: [{ reward_id: 3, reserved: 3 }] });
  });

  it('tells admins of a completion to review, and everybody of what moves the leaderboard or the stock', async () => {
    const lani: ReadModelChange = { ids: [ecoPublicId(LANI)], audience: 'public' };
    await spec
      .given([])
      .when([
        started(LANI, CLEANUP),
        completed(LANI, CLEANUP),
        verified(LANI, CLEANUP),
        redemptionStarted,
        stockReserved,
      ])
      .thenAnnounces([
        lani,
        { ids: [CLEANUP], audience: 'admin' },
        lani,
        lani,
        { ids: ['3'], audience: 'public' },
      ]);
  });
});
