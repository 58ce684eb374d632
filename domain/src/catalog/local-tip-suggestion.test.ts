import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import {
  localTipSuggestionDecider,
  suggestLocalTipSchema,
  type LocalTipSuggestionEvent,
} from './local-tip-suggestion.ts';

const now = new Date('2026-11-22T10:00:00Z');
const tip = {
  title: 'Turtles at Laniakea',
  description: 'Green sea turtles rest on the sand in the afternoon.',
  location: 'Laniakea',
  category: 'beach' as const,
  insiderNote: 'Stay 10 feet away.',
  timeOfDay: 'afternoon' as const,
  cost: 'free' as const,
  crowdLevel: 'high' as const,
  difficulty: 'easy' as const,
  localRating: 4,
};
const suggested: LocalTipSuggestionEvent = {
  type: 'catalog.LocalTipSuggested',
  data: {
    id: 20,
    ...tip,
    authorName: 'pd1:sealed-name',
    authorEmail: null,
    authorPersonId: 'tipster:20',
    submittedAt: now.toISOString(),
  },
};
const suggest = {
  kind: 'SuggestLocalTip' as const,
  id: 20,
  tip,
  encryptedName: 'pd1:sealed-name',
  encryptedEmail: null,
  authorPersonId: 'tipster:20',
  now,
};
const moderation = { moderatorId: 'admin-1', note: null, now };
const verified: LocalTipSuggestionEvent = {
  type: 'catalog.LocalTipVerified',
  data: { id: 20, moderatorId: 'admin-1', note: null, moderatedAt: now.toISOString() },
};
const spec = deciderSpec(localTipSuggestionDecider);

describe('local tip suggestion decider', () => {
  it('takes a suggestion as pending, with its author sealed', () =>
    spec.given([]).when(suggest).then([suggested]));
  it('refuses the same tip twice', () =>
    spec.given([suggested]).when(suggest).thenThrows('conflict', 'already suggested'));
  it('verifies a pending tip', () =>
    spec
      .given([suggested])
      .when({ kind: 'VerifyLocalTip', ...moderation })
      .then([verified]));
  it('rejects a verified tip, and refuses to verify it twice', () => {
    spec
      .given([suggested, verified])
      .when({ kind: 'RejectLocalTip', ...moderation, note: 'Closed now' })
      .then([
        {
          type: 'catalog.LocalTipRejected',
          data: { id: 20, moderatorId: 'admin-1', note: 'Closed now', moderatedAt: now.toISOString() },
        },
      ]);
    spec
      .given([suggested, verified])
      .when({ kind: 'VerifyLocalTip', ...moderation })
      .thenThrows('conflict', 'already verified');
  });
  it('cannot moderate a tip nobody suggested', () =>
    spec
      .given([])
      .when({ kind: 'VerifyLocalTip', ...moderation })
      .thenThrows('not_found'));
});

describe('suggest tip form', () => {
  it('names each missing or wrong field', () => {
    const result = suggestLocalTipSchema.safeParse({ title: ' ', localRating: 9, authorEmail: 'nope' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      category: 'Choose a category',
      localRating: 'Rating must be 1 to 5',
      authorName: 'Name is required',
      authorEmail: 'Please enter a valid email address',
    });
  });
  it('drops what a visitor may not set, such as isVerified', () => {
    const parsed = suggestLocalTipSchema.parse({ ...tip, authorName: 'Kai', isVerified: true });
    expect(parsed).not.toHaveProperty('isVerified');
  });
});
