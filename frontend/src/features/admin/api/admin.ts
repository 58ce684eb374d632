import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import { apiCommand, apiFetch } from '../../../lib/api-fetch.ts';
import type { Campaign } from '../../../lib/advertising/campaigns-api.ts';
import type { AdvertiserAd } from '../../../lib/advertising/ads-api.ts';
import type { ReviewedAdField } from '@nsg/domain/advertising/ad.ts';

export type AdminCampaign = Campaign & {
  advertiser: { name: string; companyName: string; status: string; email: string };
};
export type AdminAd = AdvertiserAd & {
  campaign: { name: string; status: string };
  advertiser: { name: string; companyName: string };
  /** When the content under review was sent: the edit's date for an edit. */
  submittedAt: string;
  /** The version visitors see, while an edit of it awaits review. */
  live: AdContent | null;
  /** What the edit under review changes from the live version. */
  changes: ReviewedAdField[];
};
export type AdContent = Pick<
  AdvertiserAd,
  | 'title'
  | 'description'
  | 'imageUrl'
  | 'images'
  | 'linkUrl'
  | 'businessType'
  | 'imageRotationEnabled'
  | 'imageRotationInterval'
>;
export interface AdminAdvertiser {
  id: string;
  name: string;
  companyName: string;
  email: string;
  phone: string | null;
  address: string | null;
  website: string | null;
  description: string | null;
  status: string;
  createdAt: string;
}
export interface AuditRow {
  position: string;
  actor: string;
  /** The account's name and email ("[erased]" once erased); null for visitors and the system. */
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  target: string;
  /** What the target is called now (account, campaign, ad, rate); null otherwise. */
  targetName: string | null;
  /** "status: pending → active", one per field the event changed. */
  changes: string[];
  at: string;
}
export interface AdminReview {
  id: string;
  type: string;
  targetId: number;
  /** The business or beach's name; null if it is gone. */
  targetName: string | null;
  title: string;
  content: string;
  rating: number;
  authorName: string;
  authorEmail: string | null;
  status: string;
  createdAt: string;
}
export interface OutboxMessage {
  id: string;
  status: string;
  subject: string;
  /** Decrypted for admins; '[erased]' after erasure, null on messages queued before recipients were kept. */
  to: string | null;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}
export interface Outbox {
  smtpConfigured: boolean;
  messages: OutboxMessage[];
}
export interface MailMessage {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
}

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
  );
  return search.size ? `${path}?${search}` : path;
};

export const adminCampaignsQueryOptions = (status?: string) =>
  queryOptions({
    queryKey: ['admin', 'campaigns', status ?? 'all'],
    queryFn: () => apiFetch<AdminCampaign[]>(withQuery('/api/admin/campaigns', { status })),
  });
export const adminAdsQueryOptions = (status?: string) =>
  queryOptions({
    queryKey: ['admin', 'ads', status ?? 'all'],
    queryFn: () => apiFetch<AdminAd[]>(withQuery('/api/admin/ads', { status })),
  });
export const adminAdvertisersQueryOptions = (status?: string) =>
  queryOptions({
    queryKey: ['admin', 'advertisers', status ?? 'all'],
    queryFn: () => apiFetch<AdminAdvertiser[]>(withQuery('/api/admin/advertisers', { status })),
  });
export const adminReviewsQueryOptions = (status: string) =>
  queryOptions({
    queryKey: ['admin', 'reviews', status],
    queryFn: () => apiFetch<AdminReview[]>(withQuery('/api/admin/reviews', { status })),
  });
export const adminMailQueryOptions = (status?: string) =>
  queryOptions({
    queryKey: ['admin', 'mail', 'list', status ?? 'all'],
    queryFn: () => apiFetch<Outbox>(withQuery('/api/admin/mail', { status })),
  });
export const adminMailMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'mail', 'message', id],
    queryFn: () => apiFetch<MailMessage>(`/api/admin/mail/${id}`),
  });
export type AuditFilters = {
  actor?: string;
  target?: string;
  type?: string;
  from?: string;
  to?: string;
  activity?: 'people' | 'traffic' | 'mail' | 'all';
  /** The admin's language: catalog entries with a Japanese name are named in it. */
  lang?: 'en' | 'ja';
};
export const AUDIT_PAGE_SIZE = 100;
/** Newest first, a page at a time: each next page starts below the last position shown. */
export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      apiFetch<AuditRow[]>(
        withQuery('/api/admin/audit', { ...filters, before: pageParam, limit: String(AUDIT_PAGE_SIZE) }),
      ),
    getNextPageParam: (page) => (page.length === AUDIT_PAGE_SIZE ? page.at(-1)!.position : undefined),
  });

export const useSetCampaignStatus = () =>
  useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: string; reason?: string }) =>
      apiCommand(`/api/campaigns/${id}/status`, {
        method: 'PATCH',
        json: { status, ...(reason ? { reason } : {}) },
      }),
  });
export const useSetAdStatus = () =>
  useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: string; reason?: string }) =>
      apiCommand(`/api/ads/${id}/status`, {
        method: 'PATCH',
        json: { status, ...(reason ? { reason } : {}) },
      }),
  });
export const useAdminRefund = () =>
  useMutation({
    mutationFn: ({ id, reason, amountCents }: { id: string; reason: string; amountCents?: number }) =>
      apiCommand(`/api/campaigns/${id}/refund`, {
        method: 'POST',
        json: { reason, ...(amountCents ? { amountCents } : {}) },
      }),
  });
export const useSetAdvertiserStatus = () =>
  useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: string; reason?: string }) =>
      apiCommand(`/api/admin/advertisers/${id}/status`, {
        method: 'POST',
        json: { status, ...(reason ? { reason } : {}) },
      }),
  });
const REVIEW_ACTION: Record<string, string> = { approved: 'approve', rejected: 'reject' };
export const useModerateReview = () =>
  useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) => {
      const action = REVIEW_ACTION[status];
      if (!action) throw new Error(`A review cannot be set to ${status}`);
      return apiCommand(`/api/admin/reviews/${id}/${action}`, { method: 'POST', json: {} });
    },
  });
export const useRetryMail = () =>
  useMutation({
    mutationFn: ({ id }: { id: string }) =>
      apiCommand(`/api/admin/mail/${id}/retry`, { method: 'POST', json: {} }),
  });

export interface AdminListing {
  id: string;
  title: string;
  price: string;
  location: string;
  sellerName: string;
  status: string;
  removalReason: string | null;
  createdAt: string;
}
export const adminListingsQueryOptions = (status?: string) =>
  queryOptions({
    queryKey: ['admin', 'listings', status ?? 'all'],
    queryFn: () => apiFetch<AdminListing[]>(withQuery('/api/admin/listings', { status })),
  });
/** Removes a listing from the board (with the admin's reason), or restores it. */
export const useModerateListing = () =>
  useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: 'removed' | 'restored'; reason?: string }) =>
      apiCommand(`/api/admin/listings/${id}/${status === 'removed' ? 'remove' : 'restore'}`, {
        method: 'POST',
        json: status === 'removed' ? { reason } : {},
      }),
  });

export interface AdminOverview {
  /** Cents, by Hawaii month. */
  money: { month: string; revenue: number; refunds: number }[];
  inventory: { placement: string; month: string; sold: number; capacity: number | null }[];
}
export const adminOverviewQueryOptions = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: () => apiFetch<AdminOverview>('/api/admin/overview'),
});
