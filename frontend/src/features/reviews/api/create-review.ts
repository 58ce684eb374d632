import { submitReviewSchema } from '@nsg/domain/reviews/review.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { submittedReviewsKey, type ReviewTarget, type SubmittedReview } from './review.ts';

/** The fields the visitor fills in; type and target come from the page. Same rules as the server. */
export const reviewFormSchema = submitReviewSchema.omit({ type: true, targetId: true });

export interface ReviewFormValues {
  rating: number;
  title: string;
  content: string;
  authorName: string;
  authorEmail: string;
}

export const emptyReviewForm: ReviewFormValues = {
  rating: 5,
  title: '',
  content: '',
  authorName: '',
  authorEmail: '',
};

export interface ReviewSubmission {
  id: string;
  status: 'pending';
  position: string;
}

type ReviewFormOutput = z.output<typeof reviewFormSchema>;

export function createReview(target: ReviewTarget, values: ReviewFormOutput) {
  const { authorEmail, ...rest } = values;
  return apiFetch<ReviewSubmission>('/api/reviews', {
    method: 'POST',
    json: { ...target, ...rest, ...(authorEmail ? { authorEmail } : {}) },
  });
}

/**
 * Submits a review. The public list shows approved reviews only, so reading it again would not show this
 * one: the page keeps what the visitor wrote, with the id the server answered, to show it as pending.
 */
export function useCreateReview(target: ReviewTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ReviewFormValues) => {
      const parsed = reviewFormSchema.parse(values);
      const { id } = await createReview(target, parsed);
      const { rating, title, content, authorName } = parsed;
      return { id, rating, title, content, authorName } satisfies SubmittedReview;
    },
    onSuccess: (submitted) =>
      queryClient.setQueryData<SubmittedReview[]>(submittedReviewsKey(target), (earlier = []) => [
        submitted,
        ...earlier,
      ]),
  });
}
