import { describe, expect, it } from 'vitest';
import { SEED_ECO_CHALLENGES } from '../catalog/seed/eco.ts';
import { foldEvents } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import { balanceOf, ecoVisitorDecider, type ChallengeFacts, type EcoVisitorEvent } from './eco-visitor.ts';
import { ECO_FAIR_PLAY, minimumMinutes, needsEvidence } from './fair-play.ts';

const start = new Date('2026-11-24T19:00:00Z'); // 9 AM in Hawaii
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const facts = (id: number, overrides: Partial<ChallengeFacts> = {}): ChallengeFacts => ({
  id,
  points: 20,
  co2SavedGrams: 0,
  wasteReducedGrams: 0,
  minimumMinutes: 30,
  evidenceRequired: false,
  needsVerification: false,
  ...overrides,
});
const photo = { notes: '', evidencePhotos: [] as string[] };

function run(history: EcoVisitorEvent[], command: Parameters<typeof ecoVisitorDecider.decide>[0]) {
  const state = foldEvents(ecoVisitorDecider, history);
  const events = ecoVisitorDecider.decide(command, state);
  return [...history, ...events];
}
const startAt = (history: EcoVisitorEvent[], challenge: ChallengeFacts, now = start) =>
  run(history, { kind: 'StartChallenge', userChallengeId: `uc${challenge.id}`, challenge, now });
const completeAt = (history: EcoVisitorEvent[], challenge: ChallengeFacts, now: Date, input = photo) =>
  run(history, { kind: 'CompleteChallenge', challenge, input, now });
const refusal = (attempt: () => unknown) => {
  try {
    attempt();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  return null;
};

describe('eco fair play', () => {
  it('takes the minimum time from each challenge’s own estimate: half its shortest time', () => {
    expect(minimumMinutes('15 minutes')).toBe(8);
    expect(minimumMinutes('15-30 minutes')).toBe(8);
    expect(minimumMinutes('1-2 hours')).toBe(30);
    expect(minimumMinutes('1 day')).toBe(720);
    expect(minimumMinutes('1 week')).toBe(5040);
    expect(SEED_ECO_CHALLENGES.every((c) => minimumMinutes(c.estimatedTime) > 0)).toBe(true);
    expect(needsEvidence(['Photo of the label'])).toBe(true);
    expect(needsEvidence(['A short note on what was hardest'])).toBe(false);
  });

  it('refuses a completion before the minimum time, and accepts it from then on', () => {
    const challenge = facts(1);
    const started = startAt([], challenge);
    const early = refusal(() => completeAt(started, challenge, minutesLater(29)));
    expect(early?.code).toBe('conflict');
    expect(early?.message).toBe(
      'This challenge takes time: you can complete it from Nov 24, 9:30 AM HST, 30 minutes after you started it.',
    );
    expect(completeAt(started, challenge, minutesLater(30)).at(-1)?.type).toBe('eco.ChallengeCompleted');
  });

  it(`completes at most ${ECO_FAIR_PLAY.dailyCompletions} challenges per Hawaii day`, () => {
    let history: EcoVisitorEvent[] = [];
    for (const id of [1, 2, 3, 4]) history = startAt(history, facts(id));
    for (const id of [1, 2, 3]) history = completeAt(history, facts(id), minutesLater(60));
    const fourth = refusal(() => completeAt(history, facts(4), minutesLater(61)));
    expect(fourth?.message).toBe(
      'You have completed 3 challenges today, the most for one day. Come back tomorrow.',
    );
    // The next Hawaii day (midnight HST is 10:00 UTC).
    expect(completeAt(history, facts(4), new Date('2026-11-25T10:00:00Z')).at(-1)?.type).toBe(
      'eco.ChallengeCompleted',
    );
  });

  it('asks for a photo where the challenge does', () => {
    const challenge = facts(1, { evidenceRequired: true });
    const started = startAt([], challenge);
    const noPhoto = refusal(() =>
      completeAt(started, challenge, minutesLater(30), { notes: 'done', evidencePhotos: [] }),
    );
    expect(noPhoto?.code).toBe('invalid');
    expect(noPhoto?.fieldErrors).toEqual({
      evidencePhotos: ['This challenge asks for a photo: add at least one evidence photo.'],
    });
  });

  it('keeps points of a challenge that needs verification unspendable until an admin verifies it', () => {
    const big = facts(1, { points: 50, needsVerification: true });
    let history = completeAt(startAt([], big), big, minutesLater(30));
    const waiting = foldEvents(ecoVisitorDecider, history);
    expect(waiting.earned).toBe(50);
    expect(balanceOf(waiting)).toBe(0);
    const reward = { id: 1, pointsRequired: 50, validUntil: '2027-12-31' };
    expect(
      refusal(() =>
        run(history, { kind: 'StartRedemption', redemptionId: 'r1', reward, now: minutesLater(31) }),
      )?.message,
    ).toBe('You need 50 more points to redeem this reward');

    const admin = { adminId: 'admin-1', note: null, now: minutesLater(40) };
    const verified = run(history, { kind: 'VerifyChallenge', userChallengeId: 'uc1', ...admin });
    expect(balanceOf(foldEvents(ecoVisitorDecider, verified))).toBe(50);

    history = run(history, { kind: 'RejectChallenge', userChallengeId: 'uc1', ...admin });
    const rejected = foldEvents(ecoVisitorDecider, history);
    expect(history.at(-1)).toMatchObject({ data: { pointsRevoked: 50 } });
    expect(balanceOf(rejected)).toBe(0);
    expect(rejected.earned - rejected.revoked).toBe(0);
  });
});
