import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

interface Counts {
  impressions: number;
  clicks: number;
  ctr: number;
}
export interface AdStats {
  from: string;
  to: string;
  totals: Counts;
  byDay: (Counts & { day: string })[];
  byAd: (Counts & { adId: string; title: string; campaignId: string })[];
  byCampaign: (Counts & { campaignId: string; name: string; budget: number; spent: number })[];
}

export const adStatsQueryOptions = (advertiserId: string) =>
  queryOptions({
    queryKey: ['ad-stats', advertiserId],
    queryFn: () => apiFetch<AdStats>(`/api/advertisers/${advertiserId}/stats`),
  });

export const statsCsvUrl = (advertiserId: string) => `/api/advertisers/${advertiserId}/stats?format=csv`;
