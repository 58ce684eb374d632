import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import type { Ad } from '../ad-mapping.ts';

export interface AdFilter {
  position?: string;
  businessType?: string;
}

/** This page view: the server places each ad with a serve token bound to it. */
const pageView = crypto.randomUUID();

/** GET /api/ads, refetched every 5 minutes (spec 000 §7). */
export const publicAdsQueryOptions = (filter: AdFilter = {}) =>
  queryOptions({
    queryKey: ['ads', 'public', filter] as const,
    queryFn: async () => {
      const params = new URLSearchParams(
        Object.entries(filter).filter(([, value]) => value) as [string, string][],
      );
      params.set('pageView', pageView);
      try {
        return await apiFetch<Ad[]>(`/api/ads?${params}`);
      } catch (cause) {
        throw new Error('Failed to fetch ads', { cause });
      }
    },
    refetchInterval: 5 * 60_000,
    retry: false,
  });

/**
 * Recorded by the server as events, with the image on screen and the ad's serve token; a failure (e.g. an
 * ad that just ended) is ignored.
 */
export function reportAdTraffic(
  ad: Pick<Ad, 'id' | 'serveToken'>,
  kind: 'impression' | 'image-view' | 'click',
  imageUrl?: string,
) {
  void fetch(`/api/ads/${encodeURIComponent(String(ad.id))}/${kind}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      pageUrl: window.location.pathname,
      ...(imageUrl ? { imageUrl } : {}),
      ...(ad.serveToken ? { serveToken: ad.serveToken } : {}),
    }),
    keepalive: true,
  }).catch(() => undefined);
}
