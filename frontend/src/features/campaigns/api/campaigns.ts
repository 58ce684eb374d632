import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '../../../lib/api-fetch.ts';

export interface Campaign {
  id: string;
  advertiserId: string;
  name: string;
  description: string;
  budget: string;
  durationMonths: number;
  startDate: string;
  endDate: string;
  expiresAt: string;
  targetAudience: { ages: [number, number]; interests: string[] };
  status: 'pending' | 'active' | 'paused' | 'rejected' | 'expired';
  paid: boolean;
  createdAt: string;
}

export interface HistoryEntry {
  position: string;
  action: string;
  actor: string;
  at: string;
}

export const campaignsQueryOptions = (advertiserId: string) =>
  queryOptions({
    queryKey: ['campaigns', 'of', advertiserId],
    queryFn: () => apiFetch<Campaign[]>(`/api/advertisers/${advertiserId}/campaigns`),
  });

export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['campaigns', 'one', id],
    queryFn: () => apiFetch<Campaign>(`/api/campaigns/${id}`),
  });

/**
 * A campaign read right after it was created (the checkout): the read model may not have it yet, so a 404 is
 * retried for a few seconds before the page gives up.
 */
export const newCampaignQueryOptions = (id: string) =>
  queryOptions({
    ...campaignQueryOptions(id),
    retry: (failureCount, error) => (isNotFound(error) ? failureCount < 20 : failureCount < 3),
    retryDelay: (attempt, error) => (isNotFound(error) ? 250 : Math.min(1000 * 2 ** attempt, 30_000)),
  });

export const historyQueryOptions = (kind: 'campaigns' | 'ads', id: string) =>
  queryOptions({
    // Under the feature's key: a change to the campaign or ad refreshes its history too.
    queryKey: [kind, 'history', id],
    queryFn: () => apiFetch<HistoryEntry[]>(`/api/${kind}/${id}/history`),
  });

export interface CampaignForm {
  name: string;
  description: string;
  durationMonths: string;
  startDate: string;
  ages: [number, number];
  interests: string[];
}

export const useCreateCampaign = () =>
  useMutation({
    mutationFn: (values: CampaignForm) =>
      apiFetch<{ id: string; budget: number; endDate: string }>('/api/campaigns', {
        method: 'POST',
        json: {
          name: values.name,
          description: values.description,
          durationMonths: Number(values.durationMonths),
          startDate: values.startDate,
          targetAudience: { ages: values.ages, interests: values.interests },
        },
      }),
  });

/** What an advertiser may change on a campaign: duration, dates and budget stay as paid for. */
export type CampaignEditForm = Pick<CampaignForm, 'name' | 'description' | 'ages' | 'interests'>;

export const useEditCampaign = (id: string) =>
  useMutation({
    mutationFn: (values: CampaignEditForm) =>
      apiFetch<{ id: string; status: string; position: string }>(`/api/campaigns/${id}`, {
        method: 'PATCH',
        json: {
          name: values.name,
          description: values.description,
          targetAudience: { ages: values.ages, interests: values.interests },
        },
      }),
  });

export const statusColor: Record<string, string> = {
  pending: 'yellow',
  active: 'green',
  approved: 'green',
  paused: 'gray',
  rejected: 'red',
  expired: 'dark',
};

/** `advertising.CampaignActivated` → `Campaign activated`; actors as people read them. */
export const describeAction = (type: string) =>
  type
    .replace(/^\w+\./, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

export const describeActor = (actor: string) => {
  const [kind] = actor.split(':');
  if (actor === 'system:stripe') return 'Payment provider';
  if (actor === 'system:auto-approval') return 'Automatic approval';
  if (kind === 'system') return 'System';
  if (kind === 'admin') return 'Admin';
  if (kind === 'advertiser') return 'Advertiser';
  return 'Visitor';
};
