import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

interface Counts {
  impressions: number;
  clicks: number;
  ctr: number;
}
interface Costs {
  /** Dollars per thousand impressions, per click; null without any. */
  cpm: number | null;
  cpc: number | null;
}
export interface AdStats {
  from: string;
  to: string;
  totals: Counts & Costs & { spend: number };
  byDay: (Counts & { day: string })[];
  byAd: (Counts & { adId: string; title: string; campaignId: string })[];
  /** Each image of an ad within the range: its views (not impressions) and the clicks made on it. */
  byImage: {
    adId: string;
    title: string;
    imageUrl: string;
    imageNumber: number | null;
    views: number;
    clicks: number;
    ctr: number;
  }[];
  byCampaign: (Counts &
    Costs & { campaignId: string; name: string; budget: number; spent: number; spentInRange: number })[];
}

/** A report's days (Hawaii dates, both included); none means the last 30 days. */
export interface StatsRange {
  from?: string;
  to?: string;
}

const rangeQuery = (range: StatsRange) =>
  new URLSearchParams(Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1])));

export const adStatsQueryOptions = (advertiserId: string, range: StatsRange = {}) =>
  queryOptions({
    queryKey: ['ad-stats', advertiserId, range],
    queryFn: () => {
      const query = rangeQuery(range).toString();
      return apiFetch<AdStats>(`/api/advertisers/${advertiserId}/stats${query ? `?${query}` : ''}`);
    },
  });

export const statsCsvUrl = (advertiserId: string, range: StatsRange = {}) =>
  `/api/advertisers/${advertiserId}/stats?${new URLSearchParams({ ...Object.fromEntries(rangeQuery(range)), format: 'csv' })}`;

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The same number of days just before [from, to]. */
export function previousPeriod(from: string, to: string): Required<StatsRange> {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return { from: shiftDay(from, -days), to: shiftDay(from, -1) };
}

/** "+25%" / "−10%" / "new" against the previous period; null when both are zero. */
export function changeLabel(current: number, previous: number): string | null {
  if (previous === 0) return current === 0 ? null : 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent >= 0 ? '+' : '−'}${Math.abs(percent)}%`;
}
