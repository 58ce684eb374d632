import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiCommand, apiFetch } from '../../../lib/api-fetch.ts';

/** An event in the moderation queue: every field, the contact in clear (moderators only). */
export interface AdminCalendarEvent {
  id: string;
  title: string;
  description: string;
  category: string;
  location: string;
  address: string | null;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  isAllDay: boolean;
  isRecurring: boolean;
  recurringPattern: string | null;
  cost: string | null;
  website: string | null;
  photos: string[];
  tags: string[];
  sample: boolean;
  locale: string;
  status: string;
  ended: boolean;
  featuredUntil: string | null;
  contact: { name: string | null; email: string | null; phone: string | null };
  moderatorNotes: string | null;
  moderatedBy: string | null;
  moderatedAt: string | null;
  createdAt: string;
}

export const adminCalendarQueryOptions = (status: string) =>
  queryOptions({
    queryKey: ['admin', 'calendar', status],
    queryFn: () => apiFetch<AdminCalendarEvent[]>(`/api/admin/events?status=${encodeURIComponent(status)}`),
  });

const ACTION: Record<string, string> = { approved: 'approve', rejected: 'reject' };

export const useModerateCalendarEvent = () =>
  useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: string; note?: string }) => {
      const action = ACTION[status];
      if (!action) throw new Error(`An event cannot be set to ${status}`);
      return apiCommand(`/api/admin/events/${id}/${action}`, { method: 'POST', json: note ? { note } : {} });
    },
  });

export const useFeatureCalendarEvent = () =>
  useMutation({
    mutationFn: ({ id, featuredUntil }: { id: string; featuredUntil: string | null }) =>
      apiCommand(`/api/admin/events/${id}/feature`, { method: 'POST', json: { featuredUntil } }),
  });
