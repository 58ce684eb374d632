import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import { ecoVisitorDecider, type ChallengeFacts, type EcoVisitorEvent } from './eco-visitor.ts';
import { completeChallengeSchema } from './eco-schemas.ts';

const now = new Date('2026-11-24T19:00:00Z');
const photoChallenge: ChallengeFacts = {
  id: 1,
  points: 20,
  co2SavedGrams: 0,
  wasteReducedGrams: 0,
  minimumMinutes: 0,
  evidenceRequired: true,
  needsVerification: false,
};
const ownPhoto = '/uploads/eco/0b8f3a52-6c1e-4d8e-9a57-2f4a1c9e7d10.jpg';

function run(history: EcoVisitorEvent[], command: Parameters<typeof ecoVisitorDecider.decide>[0]) {
  return [...history, ...ecoVisitorDecider.decide(command, foldEvents(ecoVisitorDecider, history))];
}
const started = (challenge = photoChallenge) =>
  run([], { kind: 'StartChallenge', userChallengeId: `uc${challenge.id}`, challenge, now });
const uploaded = (history: EcoVisitorEvent[], url = ownPhoto) =>
  run(history, { kind: 'AddEvidencePhoto', url, now });
const complete = (history: EcoVisitorEvent[], evidencePhotos: string[], challenge = photoChallenge) =>
  run(history, { kind: 'CompleteChallenge', challenge, input: { notes: '', evidencePhotos }, now });
const refusal = (attempt: () => unknown) => {
  try {
    attempt();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  return null;
};

describe('eco evidence photos', () => {
  it('records a photo the visitor uploaded', () => {
    expect(uploaded([]).at(-1)).toEqual({
      type: 'eco.EvidencePhotoAdded',
      data: { url: ownPhoto, addedAt: now.toISOString() },
    });
  });

  it('completes a challenge with a photo the visitor uploaded here', () => {
    const completed = complete(uploaded(started()), [ownPhoto]).at(-1);
    expect(completed?.type).toBe('eco.ChallengeCompleted');
    expect(completed?.data).toMatchObject({ evidencePhotos: [ownPhoto] });
  });

  it.each([
    'https://example.com/not-really-a-photo.jpg',
    'not a url',
    // Our own kind of reference, but never uploaded by this visitor.
    '/uploads/eco/7c3b9d1e-2f4a-4b6c-8d9e-0a1b2c3d4e5f.jpg',
  ])('refuses %s as evidence, naming the field by its label', (url) => {
    const refused = refusal(() => complete(uploaded(started()), [url]));
    expect(refused?.code).toBe('invalid');
    expect(refused?.reason?.code).toBe('evidence_photo_not_ours');
    expect(refused?.message).toBe(
      'Evidence photo: only photos taken or chosen here can be used. Take or choose a photo.',
    );
    expect(refused?.fieldErrors).toEqual({ evidencePhotos: [refused?.message] });
  });

  it('uses one photo for one completion only', () => {
    const other = { ...photoChallenge, id: 2 };
    let history = uploaded(started());
    history = run(history, { kind: 'StartChallenge', userChallengeId: 'uc2', challenge: other, now });
    history = complete(history, [ownPhoto]);
    expect(refusal(() => complete(history, [ownPhoto], other))?.reason?.code).toBe('evidence_photo_not_ours');
  });

  it('asks for a photo, not a URL, where the challenge needs one', () => {
    const refused = refusal(() => complete(started(), []));
    expect(refused?.message).toBe('This challenge asks for a photo: add at least one evidence photo.');
  });

  it('keeps the input schema from naming list positions', () => {
    const parsed = completeChallengeSchema.safeParse({ evidencePhotos: [42] });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['evidencePhotos']]);
  });
});
