import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand, apiFetch } from '../../../lib/api-fetch.ts';
import { refreshAfterWrite } from '../../../lib/read-your-writes.ts';

export type CompletionStatus = 'completed' | 'verified' | 'rejected';
export interface CompletionForReview {
  id: string;
  challengeId: number;
  challengeTitle: string;
  userId: string;
  status: CompletionStatus;
  pointsEarned: number;
  notes: string | null;
  evidencePhotos: string[];
  completedAt: string | null;
  reviewNote: string | null;
  reviewedAt: string | null;
}
export const completionsQueryOptions = (status: CompletionStatus) =>
  queryOptions({
    queryKey: ['admin', 'eco', 'completions', status],
    queryFn: () => apiFetch<CompletionForReview[]>(`/api/admin/eco/completions?status=${status}`),
  });

export function useReviewCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: string; action: 'verify' | 'reject'; note?: string }) =>
      apiCommand(`/api/admin/eco/completions/${id}/${action}`, {
        method: 'POST',
        json: note ? { note } : {},
      }),
    onSuccess: ({ position }) =>
      refreshAfterWrite(queryClient, {
        position,
        readPath: '/api/admin/eco/completions',
        queryKeys: [['admin', 'eco']],
      }),
  });
}
