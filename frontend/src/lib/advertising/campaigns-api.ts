import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { translateNow } from '../../i18n/i18n-provider.tsx';
import { apiCommand, apiFetch } from '../api-fetch.ts';
import { refreshAfterWrite } from '../read-your-writes.ts';

export interface Campaign {
  id: string;
  advertiserId: string;
  name: string;
  description: string;
  budget: string;
  placement: string;
  durationMonths: number;
  startDate: string;
  endDate: string;
  expiresAt: string;
  targetAudience: { ages: [number, number]; interests: string[] };
  status: 'pending' | 'active' | 'paused' | 'rejected' | 'expired' | 'refunded';
  /** Why an admin paused or rejected it. */
  statusReason?: string | null;
  paid: boolean;
  /** On a single campaign: whether the reader can have its payment refunded now. */
  refundable?: boolean;
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

const readCampaign = (id: string) => apiFetch<Campaign>(`/api/campaigns/${id}`);

export const campaignQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['campaigns', 'one', id], queryFn: () => readCampaign(id) });

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
  placement: string;
}

/** A placement on offer, with its monthly price from the admins' rates. */
export interface PlacementOffer {
  placement: string;
  label: string;
  monthlyPrice: number;
}

export const placementsQueryOptions = () =>
  queryOptions({
    queryKey: ['placements'] as const,
    queryFn: () => apiFetch<PlacementOffer[]>('/api/placements'),
  });

/** Creates the campaign and waits until it can be read back: the checkout reads it at once. */
/** Once the campaign's read model shows the write (read at `readPath`), every campaign query reads again. */
const refreshCampaigns = (queryClient: QueryClient, readPath: string, position: string) =>
  refreshAfterWrite(queryClient, { position, readPath, queryKeys: [['campaigns']] });

export const useCreateCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CampaignForm) =>
      apiCommand<{ id: string; budget: number; endDate: string }>('/api/campaigns', {
        method: 'POST',
        json: {
          name: values.name,
          description: values.description,
          durationMonths: Number(values.durationMonths),
          startDate: values.startDate,
          placement: values.placement,
        },
      }),
    onSuccess: ({ id, position }) => refreshCampaigns(queryClient, `/api/campaigns/${id}`, position),
  });
};

/** What an advertiser may change on a campaign: duration, dates and budget stay as paid for. */
export type CampaignEditForm = Pick<CampaignForm, 'name' | 'description'>;

/** Saves the edit and waits until the read model shows it, so the dashboard reads it back at once. */
export const useEditCampaign = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CampaignEditForm) =>
      apiCommand<{ id: string; status: string }>(`/api/campaigns/${id}`, {
        method: 'PATCH',
        json: {
          name: values.name,
          description: values.description,
        },
      }),
    onSuccess: ({ position }) => refreshCampaigns(queryClient, `/api/campaigns/${id}`, position),
  });
};

/** New dates for a pending, unpaid campaign; waits until the read model shows them. */
export const useRescheduleCampaign = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startDate: string) =>
      apiCommand<{ id: string; status: string }>(`/api/campaigns/${id}/schedule`, {
        method: 'PUT',
        json: { startDate },
      }),
    onSuccess: ({ position }) => refreshCampaigns(queryClient, `/api/campaigns/${id}`, position),
  });
};

/** Refunds the whole payment (an admin says why); waits until the read model shows it. */
export const useRefundCampaign = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason?: string) =>
      apiCommand<{ id: string; refundId: string; amount: number }>(`/api/campaigns/${id}/refund`, {
        method: 'POST',
        json: reason ? { reason } : {},
      }),
    onSuccess: ({ position }) => refreshCampaigns(queryClient, `/api/campaigns/${id}`, position),
  });
};

export const statusColor: Record<string, string> = {
  pending: 'yellow',
  active: 'green',
  approved: 'green',
  verified: 'green',
  paused: 'gray',
  rejected: 'red',
  expired: 'dark',
  refunded: 'grape',
};

/** `advertising.CampaignActivated` → `Campaign activated`; actors as people read them. */
export const describeAction = (type: string) =>
  type
    .replace(/^\w+\./, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

export const describeActor = (actor: string) =>
  translateNow('advertiser.history.actor', { kind: actorKind(actor) });

/** The actor's kind the message chooses its words by; anyone else reads as a visitor. */
function actorKind(actor: string) {
  if (actor === 'system:stripe') return 'paymentProvider';
  if (actor === 'system:auto-approval') return 'autoApproval';
  return actor.split(':')[0] ?? '';
}

/** The owner's pause, resume or cancel of a paid campaign. */
export const useOwnCampaignAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'pause' | 'resume' | 'cancel') =>
      apiCommand<{ id: string; status: string; amount?: number }>(`/api/campaigns/${id}/${action}`, {
        method: 'POST',
        json: {},
      }),
    onSuccess: ({ position }) => refreshCampaigns(queryClient, `/api/campaigns/${id}`, position),
  });
};
