import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider.ts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { DomainError } from '../shared/errors.ts';
import {
  balanceOf,
  ecoVisitorDecider,
  type ChallengeFacts,
  type EcoVisitorCommand,
  type EcoVisitorEvent,
  type EcoVisitorState,
} from './eco-visitor.ts';

const now = new Date('2026-11-22T10:00:00Z');
const at = now.toISOString();
const cleanup: ChallengeFacts = {
  id: 4,
  points: 40,
  co2SavedGrams: 150,
  wasteReducedGrams: 2000,
  minimumMinutes: 0,
  evidenceRequired: true,
  needsVerification: false,
};
const bagsPhoto = '/uploads/eco/bags.jpg';
const input = { notes: 'Two bags', evidencePhotos: [bagsPhoto] };
const reward = { id: 1, pointsRequired: 50, validUntil: '2027-12-31' };
const admin = { adminId: 'admin-1', note: null, now };

const started: EcoVisitorEvent = {
  type: 'eco.ChallengeStarted',
  data: { userChallengeId: 'uc1', challengeId: 4, startedAt: at },
};
const photoAdded: EcoVisitorEvent = { type: 'eco.EvidencePhotoAdded', data: { url: bagsPhoto, addedAt: at } };
const completed = (points = 40): EcoVisitorEvent => ({
  type: 'eco.ChallengeCompleted',
  data: {
    userChallengeId: 'uc1',
    challengeId: 4,
    ...input,
    pointsEarned: points,
    co2SavedGrams: 150,
    wasteReducedGrams: 2000,
    completedAt: at,
    needsVerification: false,
  },
});
const earned = (points: number, id = 9): EcoVisitorEvent[] => [
  { type: 'eco.ChallengeStarted', data: { userChallengeId: `uc${id}`, challengeId: id, startedAt: at } },
  {
    type: 'eco.ChallengeCompleted',
    data: {
      userChallengeId: `uc${id}`,
      challengeId: id,
      notes: '',
      evidencePhotos: [],
      pointsEarned: points,
      co2SavedGrams: 0,
      wasteReducedGrams: 0,
      completedAt: at,
    },
  },
];
const redemptionStarted: EcoVisitorEvent = {
  type: 'eco.RewardRedemptionStarted',
  data: { redemptionId: 'r1', rewardId: 1, points: 50, startedAt: at },
};
const rejectedEvent: EcoVisitorEvent = {
  type: 'eco.ChallengeRejected',
  data: {
    userChallengeId: 'uc1',
    challengeId: 4,
    adminId: 'a',
    note: null,
    pointsRevoked: 40,
    co2SavedGrams: 150,
    wasteReducedGrams: 2000,
    rejectedAt: at,
  },
};
const spec = deciderSpec(ecoVisitorDecider);

describe('eco visitor decider: challenges', () => {
  it('starts a challenge', () =>
    spec
      .given([])
      .when({ kind: 'StartChallenge', userChallengeId: 'uc1', challenge: cleanup, now })
      .then([started]));
  it('refuses an unknown challenge', () =>
    spec
      .given([])
      .when({ kind: 'StartChallenge', userChallengeId: 'uc1', challenge: null, now })
      .thenThrows('not_found', 'Challenge not found'));
  it('refuses to start a challenge an admin retired', () =>
    spec
      .given([])
      .when({ kind: 'StartChallenge', userChallengeId: 'uc1', challenge: { ...cleanup, retired: true }, now })
      .thenThrows('not_found', 'Challenge not found'));
  it('completes a challenge started before an admin retired it', () =>
    spec
      .given([started, photoAdded])
      .when({ kind: 'CompleteChallenge', challenge: { ...cleanup, retired: true }, input, now })
      .then([completed()]));
  it('refuses to start twice', () =>
    spec
      .given([started])
      .when({ kind: 'StartChallenge', userChallengeId: 'uc2', challenge: cleanup, now })
      .thenThrows('conflict', 'You have already started this challenge'));
  it('refuses to start a completed challenge again', () =>
    spec
      .given([started, completed()])
      .when({ kind: 'StartChallenge', userChallengeId: 'uc2', challenge: cleanup, now })
      .thenThrows('conflict', 'You have already completed this challenge'));
  it('completes a started challenge with the catalog points and impact', () =>
    spec
      .given([started, photoAdded])
      .when({ kind: 'CompleteChallenge', challenge: cleanup, input, now })
      .then([completed()]));
  it('refuses to complete a challenge that was not started', () =>
    spec
      .given([])
      .when({ kind: 'CompleteChallenge', challenge: cleanup, input, now })
      .thenThrows('conflict', 'Start this challenge before completing it'));
  it('refuses to complete twice', () =>
    spec
      .given([started, completed()])
      .when({ kind: 'CompleteChallenge', challenge: cleanup, input, now })
      .thenThrows('conflict', 'already completed'));
});

describe('eco visitor decider: verification', () => {
  it('verifies a completed challenge', () =>
    spec
      .given([started, completed()])
      .when({ kind: 'VerifyChallenge', userChallengeId: 'uc1', ...admin })
      .then([
        {
          type: 'eco.ChallengeVerified',
          data: { userChallengeId: 'uc1', challengeId: 4, adminId: 'admin-1', note: null, verifiedAt: at },
        },
      ]));
  it('cannot verify a challenge that is only started', () =>
    spec
      .given([started])
      .when({ kind: 'VerifyChallenge', userChallengeId: 'uc1', ...admin })
      .thenThrows('conflict', 'Only completed challenges'));
  it('cannot verify an unknown completion', () =>
    spec
      .given([])
      .when({ kind: 'VerifyChallenge', userChallengeId: 'nope', ...admin })
      .thenThrows('not_found'));
  it('cannot verify twice', () =>
    spec
      .given([
        started,
        completed(),
        {
          type: 'eco.ChallengeVerified',
          data: { userChallengeId: 'uc1', challengeId: 4, adminId: 'a', note: null, verifiedAt: at },
        },
      ])
      .when({ kind: 'VerifyChallenge', userChallengeId: 'uc1', ...admin })
      .thenThrows('conflict', 'already verified'));
  it('rejects a completed challenge and takes the points back', () =>
    spec
      .given([started, completed()])
      .when({ kind: 'RejectChallenge', userChallengeId: 'uc1', ...admin, note: 'no photo' })
      .then([
        {
          type: 'eco.ChallengeRejected',
          data: {
            userChallengeId: 'uc1',
            challengeId: 4,
            adminId: 'admin-1',
            note: 'no photo',
            pointsRevoked: 40,
            co2SavedGrams: 150,
            wasteReducedGrams: 2000,
            rejectedAt: at,
          },
        },
      ]));
  it('takes back only what is left when the points were already spent', () => {
    const events = [...earned(30), started, completed(), redemptionStarted];
    const [rejected] = ecoVisitorDecider.decide(
      { kind: 'RejectChallenge', userChallengeId: 'uc1', ...admin },
      foldEvents(ecoVisitorDecider, events),
    );
    expect(rejected).toMatchObject({ type: 'eco.ChallengeRejected', data: { pointsRevoked: 20 } });
  });
  it('does not let a rejected challenge be started again', () =>
    spec
      .given([started, completed(), rejectedEvent])
      .when({ kind: 'StartChallenge', userChallengeId: 'uc2', challenge: cleanup, now })
      .thenThrows('conflict', 'This challenge was rejected and cannot be started again'));
  it('cannot reject twice', () =>
    spec
      .given([
        started,
        completed(),
        {
          type: 'eco.ChallengeRejected',
          data: {
            userChallengeId: 'uc1',
            challengeId: 4,
            adminId: 'a',
            note: null,
            pointsRevoked: 40,
            co2SavedGrams: 150,
            wasteReducedGrams: 2000,
            rejectedAt: at,
          },
        },
      ])
      .when({ kind: 'RejectChallenge', userChallengeId: 'uc1', ...admin })
      .thenThrows('conflict', 'already rejected'));
});

describe('eco visitor decider: redemptions', () => {
  it('starts a redemption when the balance covers it, holding the points', () => {
    spec
      .given(earned(50))
      .when({ kind: 'StartRedemption', redemptionId: 'r1', reward, now })
      .then([redemptionStarted]);
    expect(balanceOf(foldEvents(ecoVisitorDecider, [...earned(50), redemptionStarted]))).toBe(0);
  });
  it('says how many points are missing', () =>
    spec
      .given(earned(35))
      .when({ kind: 'StartRedemption', redemptionId: 'r1', reward, now })
      .thenThrows('conflict', 'You need 15 more points to redeem this reward'));
  it('counts held points as not spendable (a second redemption at once is refused)', () =>
    spec
      .given([...earned(60), redemptionStarted])
      .when({ kind: 'StartRedemption', redemptionId: 'r2', reward, now })
      .thenThrows('conflict', 'You need 40 more points'));
  it('refuses an expired reward (after its last Honolulu day)', () =>
    spec
      .given(earned(100))
      .when({
        kind: 'StartRedemption',
        redemptionId: 'r1',
        reward: { ...reward, validUntil: '2026-11-21' },
        now: new Date('2026-11-22T10:00:00Z'),
      })
      .thenThrows('conflict', 'This reward has expired'));
  it('still accepts a reward on its last day in Honolulu (already the next day in UTC)', () =>
    spec
      .given(earned(100))
      .when({
        kind: 'StartRedemption',
        redemptionId: 'r1',
        reward: { ...reward, validUntil: '2026-11-21' },
        now: new Date('2026-11-22T08:00:00Z'),
      })
      .then([
        { ...redemptionStarted, data: { ...redemptionStarted.data, startedAt: '2026-11-22T08:00:00.000Z' } },
      ]));
  it('refuses an unknown reward', () =>
    spec
      .given(earned(100))
      .when({ kind: 'StartRedemption', redemptionId: 'r1', reward: null, now })
      .thenThrows('not_found', 'Reward not found'));
  it('is idempotent on the redemption id', () =>
    spec
      .given([...earned(100), redemptionStarted])
      .when({ kind: 'StartRedemption', redemptionId: 'r1', reward, now })
      .then([]));
  it('confirms a pending redemption with its code, spending the held points', () => {
    const redeemed: EcoVisitorEvent = {
      type: 'eco.RewardRedeemed',
      data: { redemptionId: 'r1', rewardId: 1, points: 50, code: 'ECO-ABC', redeemedAt: at },
    };
    spec
      .given([...earned(60), redemptionStarted])
      .when({ kind: 'ConfirmRedemption', redemptionId: 'r1', code: 'ECO-ABC', now })
      .then([redeemed]);
    const state = foldEvents(ecoVisitorDecider, [...earned(60), redemptionStarted, redeemed]);
    expect({ balance: balanceOf(state), spent: state.spent, held: state.held }).toEqual({
      balance: 10,
      spent: 50,
      held: 0,
    });
    spec
      .given([...earned(60), redemptionStarted, redeemed])
      .when({ kind: 'ConfirmRedemption', redemptionId: 'r1', code: 'ECO-ABC', now })
      .then([]);
  });
  it('fails a pending redemption, giving the held points back', () => {
    const failed: EcoVisitorEvent = {
      type: 'eco.RewardRedemptionFailed',
      data: { redemptionId: 'r1', rewardId: 1, points: 50, reason: 'sold out', failedAt: at },
    };
    spec
      .given([...earned(60), redemptionStarted])
      .when({ kind: 'FailRedemption', redemptionId: 'r1', reason: 'sold out', now })
      .then([failed]);
    expect(balanceOf(foldEvents(ecoVisitorDecider, [...earned(60), redemptionStarted, failed]))).toBe(60);
  });
  it('cannot finish an unknown redemption', () =>
    spec
      .given([])
      .when({ kind: 'ConfirmRedemption', redemptionId: 'r9', code: 'X', now })
      .thenThrows('not_found'));
});

describe('eco visitor decider: properties', () => {
  const challenge = fc.record({
    id: fc.integer({ min: 1, max: 6 }),
    points: fc.integer({ min: 1, max: 80 }),
    co2SavedGrams: fc.nat(1000),
    wasteReducedGrams: fc.nat(1000),
    minimumMinutes: fc.constant(0),
    evidenceRequired: fc.boolean(),
    needsVerification: fc.boolean(),
  });
  type Make = (state: EcoVisitorState, i: number) => EcoVisitorCommand;
  const command: fc.Arbitrary<Make> = fc.oneof(
    challenge.map((c): Make => (_s, i) => ({
      kind: 'StartChallenge',
      userChallengeId: `uc${i}`,
      challenge: c,
      now,
    })),
    challenge.map((c): Make => () => ({ kind: 'CompleteChallenge', challenge: c, input, now })),
    fc.constant((): EcoVisitorCommand => ({ kind: 'AddEvidencePhoto', url: bagsPhoto, now })),
    fc.tuple(fc.integer({ min: 1, max: 6 }), fc.boolean()).map(([id, verify]): Make => (s) => ({
      kind: verify ? ('VerifyChallenge' as const) : ('RejectChallenge' as const),
      userChallengeId: s.challenges[id]?.userChallengeId ?? 'missing',
      ...admin,
    })),
    fc.integer({ min: 10, max: 120 }).map((pointsRequired): Make => (_s, i) => ({
      kind: 'StartRedemption',
      redemptionId: `r${i}`,
      reward: { id: 1, pointsRequired, validUntil: '2027-12-31' },
      now,
    })),
    fc.tuple(fc.boolean(), fc.nat(30)).map(([confirm, n]): Make => (s) => {
      const pending = Object.values(s.redemptions).filter((r) => r.status === 'pending');
      const redemptionId = pending.length ? pending[n % pending.length]!.redemptionId : 'none';
      return confirm
        ? { kind: 'ConfirmRedemption', redemptionId, code: `C-${redemptionId}`, now }
        : { kind: 'FailRedemption', redemptionId, reason: 'sold out', now };
    }),
  );

  it('never lets points go negative, and the balance is always earned minus spent, held and revoked', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        let state = ecoVisitorDecider.initialState();
        const history: EcoVisitorEvent[] = [];
        commands.forEach((make, i) => {
          try {
            for (const event of ecoVisitorDecider.decide(make(state, i), state)) {
              history.push(event);
              state = ecoVisitorDecider.evolve(state, event);
            }
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
          const sum = (type: EcoVisitorEvent['type'], pick: (e: EcoVisitorEvent) => number) =>
            history.filter((e) => e.type === type).reduce((total, e) => total + pick(e), 0);
          const earnedTotal = sum(
            'eco.ChallengeCompleted',
            (e) => (e.data as { pointsEarned: number }).pointsEarned,
          );
          const spentTotal = sum('eco.RewardRedeemed', (e) => (e.data as { points: number }).points);
          const revokedTotal = sum(
            'eco.ChallengeRejected',
            (e) => (e.data as { pointsRevoked: number }).pointsRevoked,
          );
          const heldTotal = Object.values(state.redemptions)
            .filter((r) => r.status === 'pending')
            .reduce((total, r) => total + r.points, 0);
          expect(balanceOf(state)).toBeGreaterThanOrEqual(0);
          expect(state.held).toBeGreaterThanOrEqual(0);
          const unverifiedTotal = Object.values(state.challenges)
            .filter((c) => c.status === 'completed' && c.needsVerification)
            .reduce((total, c) => total + c.pointsEarned, 0);
          expect(balanceOf(state)).toBe(
            earnedTotal - spentTotal - heldTotal - revokedTotal - unverifiedTotal,
          );
          expect(state.earned - state.spent - state.revoked).toBeGreaterThanOrEqual(0);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('earns exactly the catalog points once per challenge, whatever the client sends', () => {
    fc.assert(
      fc.property(fc.array(challenge, { maxLength: 20 }), (challenges) => {
        let state = ecoVisitorDecider.initialState();
        const expected = new Map<number, number>();
        challenges.forEach((c, i) => {
          for (const kind of ['StartChallenge', 'AddEvidencePhoto', 'CompleteChallenge'] as const) {
            try {
              const events = ecoVisitorDecider.decide(
                kind === 'StartChallenge'
                  ? { kind, userChallengeId: `uc${i}`, challenge: c, now }
                  : kind === 'AddEvidencePhoto'
                    ? { kind, url: bagsPhoto, now }
                    : { kind, challenge: c, input, now },
                state,
              );
              state = events.reduce(ecoVisitorDecider.evolve, state);
              if (kind === 'CompleteChallenge') expected.set(c.id, c.points);
            } catch (error) {
              if (!(error instanceof DomainError)) throw error;
            }
          }
        });
        expect(state.earned).toBe([...expected.values()].reduce((a, b) => a + b, 0));
      }),
    );
  });
});
