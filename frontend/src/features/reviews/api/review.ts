import type { ReviewTargetType } from '@nsg/domain/reviews/review.ts';

export type { ReviewTargetType };

/** An approved review as GET /api/reviews answers it. */
export interface Review {
  id: string;
  type: ReviewTargetType;
  targetId: number;
  rating: number;
  title: string;
  content: string;
  authorName: string;
  visitDate: string | null;
  createdAt: string;
  /** The business owner's public reply, if any. */
  ownerReply?: { reply: string; repliedAt: string; edited: boolean } | null;
}

export interface ReviewTarget {
  type: ReviewTargetType;
  targetId: number;
}

/** A review this visitor sent, as they wrote it: pending until a moderator approves it. */
export type SubmittedReview = Pick<Review, 'id' | 'rating' | 'title' | 'content' | 'authorName'>;

/**
 * The visitor's own submitted reviews of a target, kept in this tab only (the public list never holds a
 * pending review). Outside `reviews`, so a live refresh of the read model does not forget them.
 */
export const submittedReviewsKey = ({ type, targetId }: ReviewTarget) =>
  ['submitted-reviews', { type, targetId }] as const;

export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: ({ type, targetId }: ReviewTarget) => [...reviewKeys.lists(), { type, targetId }] as const,
};

/** The mean of the ratings, one decimal; null without reviews. */
export function averageRating(reviews: readonly Pick<Review, 'rating'>[]): number | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return Math.round((total / reviews.length) * 10) / 10;
}
