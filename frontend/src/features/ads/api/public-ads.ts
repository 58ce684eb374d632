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

/** Recorded by the server as events; a failure (e.g. an ad that just ended) is ignored. */
export function reportAdTraffic(ad: Pick<Ad, 'id'>, kind: 'impression' | 'click') {
  void fetch(`/api/ads/${encodeURIComponent(String(ad.id))}/${kind}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageUrl: window.location.pathname }),
    keepalive: true,
  }).catch(() => undefined);
}

/** Records one impression per ad shown, once while the component stays mounted. */
export function useAdImpressions(shown: readonly Pick<Ad, 'id'>[]) {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    for (const ad of shown) {
      if (reported.current.has(String(ad.id))) continue;
      reported.current.add(String(ad.id));
      reportAdTraffic(ad, 'impression');
    }
  }, [shown]);
}
