import { queryOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../../lib/api-fetch.ts';
import type { Ad } from '../ad-mapping.ts';

export interface AdFilter {
  position?: string;
  businessType?: string;
}

/** GET /api/ads, refetched every 5 minutes (spec 000 §7). */
export const publicAdsQueryOptions = (filter: AdFilter = {}) =>
  queryOptions({
    queryKey: ['ads', 'public', filter] as const,
    queryFn: async () => {
      const params = new URLSearchParams(
        Object.entries(filter).filter(([, value]) => value) as [string, string][],
      );
      try {
        return await apiFetch<Ad[]>(`/api/ads${params.size ? `?${params}` : ''}`);
      } catch (cause) {
        throw new Error('Failed to fetch ads', { cause });
      }
    },
    refetchInterval: 5 * 60_000,
    retry: false,
  });

/** Recorded by the server as events, with the image on screen; a failure (e.g. an ad that just ended) is ignored. */
export function reportAdTraffic(ad: Pick<Ad, 'id'>, kind: 'impression' | 'click', imageUrl?: string) {
  void fetch(`/api/ads/${encodeURIComponent(String(ad.id))}/${kind}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageUrl: window.location.pathname, ...(imageUrl ? { imageUrl } : {}) }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Records one impression per image of the ad that comes on screen, once while the card stays mounted: an ad
 * without rotation makes one impression, a rotating one one per image seen, so each image has its figures.
 */
export function useAdImpressions(ad: Pick<Ad, 'id'>, imageShown: string) {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (reported.current.has(imageShown)) return;
    reported.current.add(imageShown);
    reportAdTraffic(ad, 'impression', imageShown || undefined);
  }, [ad, imageShown]);
}
