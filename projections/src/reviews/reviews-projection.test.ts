import { describe, it } from 'vitest';
import type { ReviewSubmitted } from '@nsg/domain/reviews/review.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { reviewsProjection } from './reviews-projection.ts';

const spec = projectionSpec(reviewsProjection);

const REVIEW = '8a0c7e1e-5b7f-4f57-9d6b-1f0c2a3b4c5d';
const OTHER = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const submitted = (reviewId: string, rating: number): SpecEvent => ({
  streamId: `review-${reviewId}`,
  type: 'reviews.ReviewSubmitted',
  data: {
    reviewId,
    type: 'beach',
    targetId: 1,
    title: 'Calm morning',
    content: 'Clear water before the wind came up.',
    rating,
    authorName: 'Keoni',
    authorEmail: null,
    authorPersonId: `person-${reviewId}`,
    submittedAt: '2026-11-27T18:00:00.000Z',
  } satisfies ReviewSubmitted['data'],
});
const moderated = (
  reviewId: string,
  type: 'reviews.ReviewApproved' | 'reviews.ReviewRejected',
  note: string | null = null,
): SpecEvent => ({
  streamId: `review-${reviewId}`,
  type,
  data: { reviewId, moderatorId: 'admin-1', note, moderatedAt: '2026-11-27T19:00:00.000Z' },
});

describe('the reviews projection', () => {
  it('keeps a submitted review pending, out of the ratings', async () => {
    await spec
      .given([])
      .when([submitted(REVIEW, 4)])
      .then({
        reviews: [{ id: REVIEW, status: 'pending', rating: 4, author_name: 'Keoni', target_id: 1 }],
        review_stats: [],
      });
  });

  it('counts an approved review in its beach’s ratings', async () => {
    await spec
      .given([submitted(REVIEW, 4), submitted(OTHER, 2)])
      .when([moderated(REVIEW, 'reviews.ReviewApproved'), moderated(OTHER, 'reviews.ReviewApproved')])
      .then({ review_stats: [{ type: 'beach', target_id: 1, review_count: 2, rating_sum: 6 }] });
  });

  it('takes a review rejected after its approval out of the ratings again, with the moderator’s note', async () => {
    await spec
      .given([submitted(REVIEW, 4), moderated(REVIEW, 'reviews.ReviewApproved')])
      .when([moderated(REVIEW, 'reviews.ReviewRejected', 'Names a person')])
      .then({
        reviews: [
          { id: REVIEW, status: 'rejected', moderator_notes: 'Names a person', moderated_by: 'admin-1' },
        ],
        review_stats: [{ type: 'beach', target_id: 1, review_count: 0, rating_sum: 0 }],
      });
  });

  it('shows an erased author as "[erased]" and keeps the review', async () => {
    await spec
      .given([submitted(REVIEW, 5), submitted(OTHER, 3)])
      .when([
        {
          streamId: 'erasure-1',
          type: 'personal-data.PersonErased',
          data: { erasureId: 'e1', personIds: [`person-${REVIEW}`], erasedAt: '2026-11-27T19:30:00.000Z' },
        },
      ])
      .then({
        reviews: [
          { id: OTHER, author_name: 'Keoni' },
          { id: REVIEW, author_name: '[erased]' },
        ],
      });
  });

  it('tells admins of a new review, and everybody of a moderation', async () => {
    await spec
      .given([])
      .when([submitted(REVIEW, 4), moderated(REVIEW, 'reviews.ReviewApproved')])
      .thenAnnounces([
        { ids: [REVIEW], audience: 'admin' },
        { ids: [REVIEW], audience: 'public' },
      ]);
  });

  it('tells nobody of an erasure of someone who wrote no review', async () => {
    await spec
      .given([submitted(REVIEW, 4)])
      .when([
        {
          streamId: 'erasure-1',
          type: 'personal-data.PersonErased',
          data: {
            erasureId: 'e1',
            personIds: ['person-without-reviews'],
            erasedAt: '2026-11-27T19:30:00.000Z',
          },
        },
      ])
      .thenAnnounces([]);
  });
});
