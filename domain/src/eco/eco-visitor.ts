import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import type { CompleteChallengeInput } from './eco-schemas.ts';
import { honoluluDay } from './eco-streak.ts';
import { ECO_FAIR_PLAY, FAIR_PLAY_MESSAGES } from './fair-play.ts';

/** A visitor's eco progress: started and completed challenges, points earned, held, spent and revoked. */
export const ecoStreamId = (visitorId: string) => `eco-${visitorId}`;
export const visitorIdOfEcoStream = (streamId: string) => streamId.slice('eco-'.length);

export type UserChallengeStatus = 'started' | 'completed' | 'verified' | 'rejected';

export type ChallengeStarted = DomainEvent<
  'eco.ChallengeStarted',
  { userChallengeId: string; challengeId: number; startedAt: string }
>;
export type ChallengeCompleted = DomainEvent<
  'eco.ChallengeCompleted',
  {
    userChallengeId: string;
    challengeId: number;
    notes: string;
    evidencePhotos: string[];
    pointsEarned: number;
    co2SavedGrams: number;
    wasteReducedGrams: number;
    completedAt: string;
    /** The points wait for an admin's verification before they can be spent (absent on older events). */
    needsVerification?: boolean;
  }
>;
export type ChallengeVerified = DomainEvent<
  'eco.ChallengeVerified',
  { userChallengeId: string; challengeId: number; adminId: string; note: string | null; verifiedAt: string }
>;
export type ChallengeRejected = DomainEvent<
  'eco.ChallengeRejected',
  {
    userChallengeId: string;
    challengeId: number;
    adminId: string;
    note: string | null;
    /** What was actually taken back: the points earned, capped by the balance so it never goes negative. */
    pointsRevoked: number;
    co2SavedGrams: number;
    wasteReducedGrams: number;
    rejectedAt: string;
  }
>;
/** A photo the visitor took or chose for their evidence, stored by our upload pipeline at `url`. */
export type EvidencePhotoAdded = DomainEvent<'eco.EvidencePhotoAdded', { url: string; addedAt: string }>;
export type RewardRedemptionStarted = DomainEvent<
  'eco.RewardRedemptionStarted',
  { redemptionId: string; rewardId: number; points: number; startedAt: string }
>;
export type RewardRedeemed = DomainEvent<
  'eco.RewardRedeemed',
  { redemptionId: string; rewardId: number; points: number; code: string; redeemedAt: string }
>;
export type RewardRedemptionFailed = DomainEvent<
  'eco.RewardRedemptionFailed',
  { redemptionId: string; rewardId: number; points: number; reason: string; failedAt: string }
>;

export type EcoVisitorEvent =
  | ChallengeStarted
  | ChallengeCompleted
  | ChallengeVerified
  | ChallengeRejected
  | EvidencePhotoAdded
  | RewardRedemptionStarted
  | RewardRedeemed
  | RewardRedemptionFailed;

/** Facts about a catalog challenge, read from the read model by the caller. */
export interface ChallengeFacts {
  id: number;
  points: number;
  co2SavedGrams: number;
  wasteReducedGrams: number;
  /** The fair-play rule's demands of this challenge (see fair-play.ts). */
  minimumMinutes: number;
  evidenceRequired: boolean;
  needsVerification: boolean;
  /** Retired by an admin: no longer started, though one already started can still be completed. */
  retired?: boolean;
}
export interface RewardFacts {
  id: number;
  pointsRequired: number;
  /** ISO date: the reward can be redeemed until the end of that Honolulu day. */
  validUntil: string;
}

export type EcoVisitorCommand =
  | { kind: 'StartChallenge'; userChallengeId: string; challenge: ChallengeFacts | null; now: Date }
  | {
      kind: 'CompleteChallenge';
      challenge: ChallengeFacts | null;
      input: CompleteChallengeInput;
      now: Date;
    }
  | {
      kind: 'VerifyChallenge' | 'RejectChallenge';
      userChallengeId: string;
      adminId: string;
      note: string | null;
      now: Date;
    }
  | { kind: 'AddEvidencePhoto'; url: string; now: Date }
  | { kind: 'StartRedemption'; redemptionId: string; reward: RewardFacts | null; now: Date }
  | { kind: 'ConfirmRedemption'; redemptionId: string; code: string; now: Date }
  | { kind: 'FailRedemption'; redemptionId: string; reason: string; now: Date };

export interface UserChallengeState {
  userChallengeId: string;
  challengeId: number;
  status: UserChallengeStatus;
  startedAt: string;
  completedAt: string | null;
  needsVerification: boolean;
  pointsEarned: number;
  co2SavedGrams: number;
  wasteReducedGrams: number;
}
export interface RedemptionState {
  redemptionId: string;
  rewardId: number;
  points: number;
  status: 'pending' | 'redeemed' | 'failed';
  code: string | null;
}
export interface EcoVisitorState {
  challenges: Record<number, UserChallengeState>;
  redemptions: Record<string, RedemptionState>;
  /** Photos the visitor uploaded that no completion has used yet. */
  unusedPhotos: string[];
  earned: number;
  /** Earned points of completions still waiting for an admin's verification: not spendable yet. */
  unverified: number;
  /** Points of pending redemptions: not spendable, not yet spent. */
  held: number;
  spent: number;
  revoked: number;
}

/** The balance a visitor can spend: earned minus unverified, spent, held and revoked. */
export const balanceOf = (state: EcoVisitorState) =>
  state.earned - state.unverified - state.spent - state.held - state.revoked;

export const pendingRedemptions = (state: EcoVisitorState) =>
  Object.values(state.redemptions).filter((r) => r.status === 'pending');

export const ECO_MESSAGES = {
  challengeNotFound: 'Challenge not found',
  alreadyStarted: 'You have already started this challenge',
  alreadyCompleted: 'You have already completed this challenge',
  rejectedBefore: 'This challenge was rejected and cannot be started again',
  notStarted: 'Start this challenge before completing it',
  completionNotFound: 'Completed challenge not found',
  notCompleted: 'Only completed challenges can be verified or rejected',
  alreadyVerified: 'This challenge is already verified',
  alreadyRejected: 'This challenge is already rejected',
  rewardNotFound: 'Reward not found',
  rewardExpired: 'This reward has expired',
  rewardSoldOut: 'This reward is no longer available',
  redemptionNotFound: 'Redemption not found',
  notEnoughPoints: (missing: number) => `You need ${missing} more points to redeem this reward`,
  photoNotOurs: 'Evidence photo: only photos taken or chosen here can be used. Take or choose a photo.',
} as const;

const findUserChallenge = (state: EcoVisitorState, userChallengeId: string) =>
  Object.values(state.challenges).find((c) => c.userChallengeId === userChallengeId);

function decideChallenge(
  command: Extract<EcoVisitorCommand, { kind: 'StartChallenge' | 'CompleteChallenge' }>,
  state: EcoVisitorState,
): EcoVisitorEvent[] {
  if (!command.challenge)
    throw new DomainError('not_found', ECO_MESSAGES.challengeNotFound, undefined, {
      code: 'challenge_not_found',
    });
  const challenge = command.challenge;
  const current = state.challenges[challenge.id];
  const now = command.now.toISOString();
  if (command.kind === 'StartChallenge') {
    if (challenge.retired)
      throw new DomainError('not_found', ECO_MESSAGES.challengeNotFound, undefined, {
        code: 'challenge_not_found',
      });
    if (current?.status === 'started')
      throw new DomainError('conflict', ECO_MESSAGES.alreadyStarted, undefined, {
        code: 'challenge_already_started',
      });
    if (current?.status === 'rejected')
      throw new DomainError('conflict', ECO_MESSAGES.rejectedBefore, undefined, {
        code: 'challenge_rejected_before',
      });
    if (current)
      throw new DomainError('conflict', ECO_MESSAGES.alreadyCompleted, undefined, {
        code: 'challenge_already_completed',
      });
    return [
      {
        type: 'eco.ChallengeStarted',
        data: { userChallengeId: command.userChallengeId, challengeId: challenge.id, startedAt: now },
      },
    ];
  }
  if (!current)
    throw new DomainError('conflict', ECO_MESSAGES.notStarted, undefined, { code: 'challenge_not_started' });
  if (current.status !== 'started')
    throw new DomainError('conflict', ECO_MESSAGES.alreadyCompleted, undefined, {
      code: 'challenge_already_completed',
    });
  checkFairPlay(command, state, current);
  checkEvidencePhotos(command.input.evidencePhotos, state);
  return [
    {
      type: 'eco.ChallengeCompleted',
      data: {
        userChallengeId: current.userChallengeId,
        challengeId: challenge.id,
        notes: command.input.notes,
        evidencePhotos: command.input.evidencePhotos,
        pointsEarned: challenge.points,
        co2SavedGrams: challenge.co2SavedGrams,
        wasteReducedGrams: challenge.wasteReducedGrams,
        completedAt: now,
        needsVerification: challenge.needsVerification,
      },
    },
  ];
}

const hawaiiTime = (at: Date) =>
  `${at.toLocaleString('en-US', { timeZone: 'Pacific/Honolulu', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })} HST`;

/** Whether the visitor has completed as many challenges today (Hawaii time) as one day allows. */
export function hasDailyCompletions(state: EcoVisitorState, now: Date): boolean {
  const today = honoluluDay(now);
  const completedToday = Object.values(state.challenges).filter(
    (c) => c.completedAt !== null && honoluluDay(new Date(c.completedAt)) === today,
  ).length;
  return completedToday >= ECO_FAIR_PLAY.dailyCompletions;
}

/** Time taken, today's completions and evidence (see fair-play.ts). */
function checkFairPlay(
  command: Extract<EcoVisitorCommand, { kind: 'CompleteChallenge' }>,
  state: EcoVisitorState,
  current: UserChallengeState,
) {
  const challenge = command.challenge!;
  const earliest = new Date(new Date(current.startedAt).getTime() + challenge.minimumMinutes * 60_000);
  if (command.now < earliest) {
    const english = FAIR_PLAY_MESSAGES.tooSoon(challenge.minimumMinutes, hawaiiTime(earliest));
    throw new DomainError('conflict', english, undefined, {
      code: 'challenge_too_soon',
      // As an ISO time: each client says it in its visitor's language.
      params: { minutes: challenge.minimumMinutes, at: earliest.toISOString() },
    });
  }
  if (hasDailyCompletions(state, command.now)) {
    throw new DomainError('conflict', FAIR_PLAY_MESSAGES.dailyCap, undefined, {
      code: 'daily_completion_cap',
      params: { count: ECO_FAIR_PLAY.dailyCompletions },
    });
  }
  if (challenge.evidenceRequired && command.input.evidencePhotos.length === 0) {
    throw new DomainError(
      'invalid',
      FAIR_PLAY_MESSAGES.evidence,
      { evidencePhotos: [FAIR_PLAY_MESSAGES.evidence] },
      { code: 'evidence_photo_required' },
    );
  }
}

/** Evidence is photos this visitor uploaded here, each used for one completion only. */
function checkEvidencePhotos(photos: readonly string[], state: EcoVisitorState) {
  const unused = new Set(state.unusedPhotos);
  if (photos.every((url) => unused.delete(url))) return;
  throw new DomainError(
    'invalid',
    ECO_MESSAGES.photoNotOurs,
    { evidencePhotos: [ECO_MESSAGES.photoNotOurs] },
    { code: 'evidence_photo_not_ours' },
  );
}

function decideReview(
  command: Extract<EcoVisitorCommand, { kind: 'VerifyChallenge' | 'RejectChallenge' }>,
  state: EcoVisitorState,
): EcoVisitorEvent[] {
  const current = findUserChallenge(state, command.userChallengeId);
  if (!current)
    throw new DomainError('not_found', ECO_MESSAGES.completionNotFound, undefined, {
      code: 'completion_not_found',
    });
  if (current.status === 'started') throw new DomainError('conflict', ECO_MESSAGES.notCompleted);
  if (current.status === 'rejected') throw new DomainError('conflict', ECO_MESSAGES.alreadyRejected);
  const base = {
    userChallengeId: current.userChallengeId,
    challengeId: current.challengeId,
    adminId: command.adminId,
    note: command.note,
  };
  if (command.kind === 'VerifyChallenge') {
    if (current.status === 'verified') throw new DomainError('conflict', ECO_MESSAGES.alreadyVerified);
    return [{ type: 'eco.ChallengeVerified', data: { ...base, verifiedAt: command.now.toISOString() } }];
  }
  // Unverified points were never spendable: all of them go. Others only as far as the balance allows.
  const unverified = current.needsVerification && current.status === 'completed';
  return [
    {
      type: 'eco.ChallengeRejected',
      data: {
        ...base,
        pointsRevoked: unverified
          ? current.pointsEarned
          : Math.min(current.pointsEarned, Math.max(0, balanceOf(state))),
        co2SavedGrams: current.co2SavedGrams,
        wasteReducedGrams: current.wasteReducedGrams,
        rejectedAt: command.now.toISOString(),
      },
    },
  ];
}

function decideRedemption(
  command: Extract<EcoVisitorCommand, { kind: 'StartRedemption' | 'ConfirmRedemption' | 'FailRedemption' }>,
  state: EcoVisitorState,
): EcoVisitorEvent[] {
  const now = command.now.toISOString();
  if (command.kind === 'StartRedemption') {
    if (!command.reward)
      throw new DomainError('not_found', ECO_MESSAGES.rewardNotFound, undefined, {
        code: 'reward_not_found',
      });
    const reward = command.reward;
    if (state.redemptions[command.redemptionId]) return [];
    if (honoluluDay(command.now) > reward.validUntil) {
      throw new DomainError('conflict', ECO_MESSAGES.rewardExpired, undefined, { code: 'reward_expired' });
    }
    const missing = reward.pointsRequired - balanceOf(state);
    if (missing > 0)
      throw new DomainError('conflict', ECO_MESSAGES.notEnoughPoints(missing), undefined, {
        code: 'not_enough_points',
        params: { missing },
      });
    return [
      {
        type: 'eco.RewardRedemptionStarted',
        data: {
          redemptionId: command.redemptionId,
          rewardId: reward.id,
          points: reward.pointsRequired,
          startedAt: now,
        },
      },
    ];
  }
  const redemption = state.redemptions[command.redemptionId];
  if (!redemption)
    throw new DomainError('not_found', ECO_MESSAGES.redemptionNotFound, undefined, {
      code: 'redemption_not_found',
    });
  // Finishing a redemption is idempotent so a retry after a crash can run the same step again.
  if (redemption.status !== 'pending') return [];
  const data = {
    redemptionId: redemption.redemptionId,
    rewardId: redemption.rewardId,
    points: redemption.points,
  };
  return command.kind === 'ConfirmRedemption'
    ? [{ type: 'eco.RewardRedeemed', data: { ...data, code: command.code, redeemedAt: now } }]
    : [{ type: 'eco.RewardRedemptionFailed', data: { ...data, reason: command.reason, failedAt: now } }];
}

function setChallenge(
  state: EcoVisitorState,
  challengeId: number,
  patch: Partial<UserChallengeState>,
): EcoVisitorState {
  const current = state.challenges[challengeId];
  if (!current) return state;
  return { ...state, challenges: { ...state.challenges, [challengeId]: { ...current, ...patch } } };
}

function setRedemption(state: EcoVisitorState, redemptionId: string, patch: Partial<RedemptionState>) {
  const current = state.redemptions[redemptionId]!;
  return { ...state.redemptions, [redemptionId]: { ...current, ...patch } };
}

export const ecoVisitorDecider: Decider<EcoVisitorCommand, EcoVisitorEvent, EcoVisitorState> = {
  initialState: () => ({
    challenges: {},
    redemptions: {},
    unusedPhotos: [],
    earned: 0,
    unverified: 0,
    held: 0,
    spent: 0,
    revoked: 0,
  }),

  decide(command, state) {
    switch (command.kind) {
      case 'StartChallenge':
      case 'CompleteChallenge':
        return decideChallenge(command, state);
      case 'VerifyChallenge':
      case 'RejectChallenge':
        return decideReview(command, state);
      case 'AddEvidencePhoto':
        return [
          { type: 'eco.EvidencePhotoAdded', data: { url: command.url, addedAt: command.now.toISOString() } },
        ];
      default:
        return decideRedemption(command, state);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'eco.ChallengeStarted': {
        const { challengeId, userChallengeId, startedAt } = event.data;
        const started: UserChallengeState = {
          userChallengeId,
          challengeId,
          status: 'started',
          startedAt,
          completedAt: null,
          needsVerification: false,
          pointsEarned: 0,
          co2SavedGrams: 0,
          wasteReducedGrams: 0,
        };
        return { ...state, challenges: { ...state.challenges, [challengeId]: started } };
      }
      case 'eco.ChallengeCompleted': {
        const { challengeId, pointsEarned, co2SavedGrams, wasteReducedGrams, completedAt } = event.data;
        const needsVerification = event.data.needsVerification === true;
        const used = new Set(event.data.evidencePhotos);
        const next = setChallenge(state, challengeId, {
          status: 'completed',
          completedAt,
          needsVerification,
          pointsEarned,
          co2SavedGrams,
          wasteReducedGrams,
        });
        return {
          ...next,
          unusedPhotos: next.unusedPhotos.filter((url) => !used.has(url)),
          earned: next.earned + pointsEarned,
          unverified: next.unverified + (needsVerification ? pointsEarned : 0),
        };
      }
      case 'eco.ChallengeVerified':
      case 'eco.ChallengeRejected': {
        const before = state.challenges[event.data.challengeId];
        const waiting = before?.status === 'completed' && before.needsVerification ? before.pointsEarned : 0;
        const verified = event.type === 'eco.ChallengeVerified';
        const next = setChallenge(state, event.data.challengeId, {
          status: verified ? 'verified' : 'rejected',
        });
        return {
          ...next,
          unverified: next.unverified - waiting,
          revoked: next.revoked + (verified ? 0 : event.data.pointsRevoked),
        };
      }
      case 'eco.EvidencePhotoAdded':
        return { ...state, unusedPhotos: [...state.unusedPhotos, event.data.url] };
      case 'eco.RewardRedemptionStarted': {
        const { redemptionId, rewardId, points } = event.data;
        const pending: RedemptionState = { redemptionId, rewardId, points, status: 'pending', code: null };
        return {
          ...state,
          redemptions: { ...state.redemptions, [redemptionId]: pending },
          held: state.held + points,
        };
      }
      case 'eco.RewardRedeemed':
        return {
          ...state,
          redemptions: setRedemption(state, event.data.redemptionId, {
            status: 'redeemed',
            code: event.data.code,
          }),
          held: state.held - event.data.points,
          spent: state.spent + event.data.points,
        };
      case 'eco.RewardRedemptionFailed':
        return {
          ...state,
          redemptions: setRedemption(state, event.data.redemptionId, { status: 'failed' }),
          held: state.held - event.data.points,
        };
    }
  },
};
