import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import { integerId } from '../shared/ids.ts';

export const reviewTargetTypes = ['beach', 'business'] as const;
export type ReviewTargetType = (typeof reviewTargetTypes)[number];
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** The review form (spec 000 sections 5 and 7). Unknown fields such as status are dropped. */
export const submitReviewSchema = z.object({
  type: z.enum(reviewTargetTypes, 'Type must be beach or business'),
  targetId: integerId('Target is required', 'Target is required'),
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(255, 'Title must be under 255 characters'),
  content: z
    .string('Review text is required')
    .trim()
    .min(1, 'Review text is required')
    .max(5000, 'Review text must be under 5000 characters'),
  rating: z.coerce
    .number('Rating is required')
    .int()
    .min(1, 'Rating must be 1 to 5')
    .max(5, 'Rating must be 1 to 5'),
  authorName: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be under 100 characters'),
  authorEmail: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z.union(
        [z.literal(''), z.email('Please enter a valid email address').max(255)],
        'Please enter a valid email address',
      ),
    )
    .optional(),
});
export type SubmitReviewInput = z.infer<typeof submitReviewSchema>;

export const moderateReviewSchema = z.object({
  note: z.string().trim().max(1000, 'Note must be under 1000 characters').optional(),
});

export type ReviewSubmitted = DomainEvent<
  'reviews.ReviewSubmitted',
  {
    reviewId: string;
    type: ReviewTargetType;
    targetId: number;
    title: string;
    content: string;
    rating: number;
    /** Vault ciphertext under `authorPersonId` when `namesSealed`; in clear in events from before. */
    authorName: string;
    /** Ciphertext from the personal-data vault, keyed by `authorPersonId`; null when no email was given. */
    authorEmail: string | null;
    authorPersonId: string;
    submittedAt: string;
    namesSealed?: true;
  }
>;
export type ReviewApproved = DomainEvent<
  'reviews.ReviewApproved',
  { reviewId: string; moderatorId: string; note: string | null; moderatedAt: string }
>;
export type ReviewRejected = DomainEvent<
  'reviews.ReviewRejected',
  { reviewId: string; moderatorId: string; note: string | null; moderatedAt: string }
>;
export type ReviewEvent = ReviewSubmitted | ReviewApproved | ReviewRejected;

export type ReviewCommand =
  | {
      kind: 'SubmitReview';
      reviewId: string;
      input: Omit<SubmitReviewInput, 'authorEmail' | 'authorName'>;
      encryptedName: string;
      encryptedEmail: string | null;
      authorPersonId: string;
      targetExists: boolean;
      now: Date;
    }
  | { kind: 'ApproveReview' | 'RejectReview'; moderatorId: string; note: string | null; now: Date };

export type ReviewState = { status: 'none' } | { status: ReviewStatus; reviewId: string };

export const reviewStreamId = (reviewId: string) => `review-${reviewId}`;

export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    if (command.kind === 'SubmitReview') {
      if (state.status !== 'none')
        throw new DomainError('conflict', 'This review was already submitted', undefined, {
          code: 'review_already_submitted',
        });
      if (!command.targetExists) {
        throw new DomainError(
          'not_found',
          `No ${command.input.type} with id ${command.input.targetId}`,
          undefined,
          { code: 'review_target_not_found' },
        );
      }
      return [
        {
          type: 'reviews.ReviewSubmitted',
          data: {
            reviewId: command.reviewId,
            ...command.input,
            authorName: command.encryptedName,
            authorEmail: command.encryptedEmail,
            authorPersonId: command.authorPersonId,
            submittedAt: command.now.toISOString(),
            namesSealed: true,
          },
        },
      ];
    }
    if (state.status === 'none') throw new DomainError('not_found', 'Review not found');
    const target: ReviewStatus = command.kind === 'ApproveReview' ? 'approved' : 'rejected';
    if (state.status === target) throw new DomainError('conflict', `Review is already ${target}`);
    const data = {
      reviewId: state.reviewId,
      moderatorId: command.moderatorId,
      note: command.note,
      moderatedAt: command.now.toISOString(),
    };
    return [
      command.kind === 'ApproveReview'
        ? { type: 'reviews.ReviewApproved', data }
        : { type: 'reviews.ReviewRejected', data },
    ];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'reviews.ReviewSubmitted':
        return { status: 'pending', reviewId: event.data.reviewId };
      case 'reviews.ReviewApproved':
        return state.status === 'none' ? state : { ...state, status: 'approved' };
      case 'reviews.ReviewRejected':
        return state.status === 'none' ? state : { ...state, status: 'rejected' };
    }
  },
};
