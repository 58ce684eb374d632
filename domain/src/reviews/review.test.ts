import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import { reviewDecider, submitReviewSchema, type ReviewEvent } from './review.ts';

const now = new Date('2026-11-22T10:00:00Z');
const input = {
  type: 'business' as const,
  targetId: 3,
  title: 'Great',
  content: 'Loved it',
  rating: 5,
};
const submitted: ReviewEvent = {
  type: 'reviews.ReviewSubmitted',
  data: {
    reviewId: 'r1',
    ...input,
    authorName: 'pd1:sealed-name',
    authorEmail: null,
    authorPersonId: 'p1',
    submittedAt: now.toISOString(),
    namesSealed: true,
  },
};
const submit = {
  kind: 'SubmitReview' as const,
  reviewId: 'r1',
  input,
  encryptedName: 'pd1:sealed-name',
  encryptedEmail: null,
  authorPersonId: 'p1',
  targetExists: true,
  now,
};
const moderation = { moderatorId: 'admin-1', note: null, now };
const spec = deciderSpec(reviewDecider);

describe('review decider', () => {
  it('submits a pending review', () => spec.given([]).when(submit).then([submitted]));
  it('refuses a review of a target that does not exist', () =>
    spec
      .given([])
      .when({ ...submit, targetExists: false })
      .thenThrows('not_found', 'No business with id 3'));
  it('refuses a second submission on the same stream', () =>
    spec.given([submitted]).when(submit).thenThrows('conflict'));
  it('approves a pending review', () =>
    spec
      .given([submitted])
      .when({ kind: 'ApproveReview', ...moderation })
      .then([
        {
          type: 'reviews.ReviewApproved',
          data: { reviewId: 'r1', moderatorId: 'admin-1', note: null, moderatedAt: now.toISOString() },
        },
      ]));
  it('rejects an approved review (unpublishing it)', () => {
    const approved: ReviewEvent = {
      type: 'reviews.ReviewApproved',
      data: { reviewId: 'r1', moderatorId: 'a', note: null, moderatedAt: now.toISOString() },
    };
    spec
      .given([submitted, approved])
      .when({ kind: 'RejectReview', ...moderation, note: 'spam' })
      .then([
        {
          type: 'reviews.ReviewRejected',
          data: { reviewId: 'r1', moderatorId: 'admin-1', note: 'spam', moderatedAt: now.toISOString() },
        },
      ]);
  });
  it('answers a conflict when approving twice', () => {
    const approved: ReviewEvent = {
      type: 'reviews.ReviewApproved',
      data: { reviewId: 'r1', moderatorId: 'a', note: null, moderatedAt: now.toISOString() },
    };
    spec
      .given([submitted, approved])
      .when({ kind: 'ApproveReview', ...moderation })
      .thenThrows('conflict', 'already approved');
  });
  it('cannot moderate a review that does not exist', () =>
    spec
      .given([])
      .when({ kind: 'RejectReview', ...moderation })
      .thenThrows('not_found'));
});

describe('review form schema', () => {
  it('ignores status and moderation fields from the submitter', () => {
    const parsed = submitReviewSchema.parse({
      ...input,
      authorName: 'Kai',
      status: 'approved',
      moderatedBy: 'me',
    });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('moderatedBy');
  });
  it('gives the spec messages for name and email', () => {
    const result = submitReviewSchema.safeParse({ ...input, authorName: '  ', authorEmail: 'not-an-email' });
    expect(result.success).toBe(false);
    const fields = result.error!.flatten().fieldErrors;
    expect(fields.authorName).toEqual(['Name is required']);
    expect(fields.authorEmail).toContain('Please enter a valid email address');
  });
  it('accepts an empty optional email and rejects ratings outside 1 to 5', () => {
    expect(submitReviewSchema.safeParse({ ...input, authorName: 'Kai', authorEmail: '' }).success).toBe(true);
    expect(submitReviewSchema.safeParse({ ...input, authorName: 'Kai', rating: 6 }).success).toBe(false);
    expect(submitReviewSchema.safeParse({ ...input, authorName: 'Kai', rating: 0 }).success).toBe(false);
  });
});
