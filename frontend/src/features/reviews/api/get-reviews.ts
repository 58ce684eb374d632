import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { reviewKeys, type Review, type ReviewTarget } from './review.ts';

export const getReviews = ({ type, targetId }: ReviewTarget) =>
  apiFetch<Review[]>(`/api/reviews?${new URLSearchParams({ type, targetId: String(targetId) })}`);

export const reviewsQueryOptions = (target: ReviewTarget) =>
  queryOptions({
    queryKey: reviewKeys.list(target),
    queryFn: () => getReviews(target),
  });
