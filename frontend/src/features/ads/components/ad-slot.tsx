import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { matchingAds } from '../ad-mapping.ts';
import { publicAdsQueryOptions, useAdImpressions, type AdFilter } from '../api/public-ads.ts';
import { SponsoredCard } from './sponsored-card.tsx';

/** The ad block: one random approved ad matching the slot's position and business type; nothing when none. */
export function AdSlot({ position, businessType }: AdFilter) {
  const ads = useQuery(publicAdsQueryOptions({ position, businessType }));
  const shown = useMemo(() => {
    const candidates = ads.data ? matchingAds(ads.data, { position, businessType }) : [];
    return candidates.length ? [candidates[Math.floor(Math.random() * candidates.length)]!] : [];
  }, [ads.data, position, businessType]);
  useAdImpressions(shown);

  return shown[0] ? <SponsoredCard ad={shown[0]} maw={420} /> : null;
}
