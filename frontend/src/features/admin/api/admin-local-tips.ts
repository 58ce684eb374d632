import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiCommand, apiFetch } from '../../../lib/api-fetch.ts';

/** A visitor's tip as a moderator sees it: the author's email in clear, "[erased]" once erased. */
export interface AdminLocalTip {
  id: number;
  title: string;
  description: string;
  insiderNote: string;
  location: string;
  category: string;
  localRating: number;
  authorName: string;
  status: 'pending' | 'verified' | 'rejected';
  submittedAt: string;
  authorEmail: string | null;
  moderatorNotes: string | null;
}

export const adminLocalTipsQueryOptions = (status: string) =>
  queryOptions({
    queryKey: ['admin', 'local-tips', status],
    queryFn: () => apiFetch<AdminLocalTip[]>(`/api/admin/local-tips?${new URLSearchParams({ status })}`),
  });

const TIP_ACTION: Record<string, string> = { verified: 'verify', rejected: 'reject' };
export const useModerateLocalTip = () =>
  useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) => {
      const action = TIP_ACTION[status];
      if (!action) throw new Error(`A tip cannot be set to ${status}`);
      return apiCommand(`/api/admin/local-tips/${id}/${action}`, { method: 'POST', json: {} });
    },
  });
