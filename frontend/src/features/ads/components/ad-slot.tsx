import type { BeachSlot } from '@nsg/domain/advertising/placement.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { matchingAds } from '../ad-mapping.ts';
import { publicAdsQueryOptions, type AdFilter } from '../api/public-ads.ts';
import { SponsoredCard } from './sponsored-card.tsx';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

/**
 * The ad block: one random approved ad matching the slot's position and business type (or, on beach pages,
 * the slot its business type fills); nothing when none. A `banner` is one fixed-height row (the home header).
 */
export function AdSlot({
  position,
  businessType,
  beachSlot,
  banner,
}: AdFilter & { beachSlot?: BeachSlot; banner?: boolean }) {
  const ads = useQuery({
    ...publicAdsQueryOptions({ position, businessType }),
    enabled: useAfterFirstPaint(),
  });
  const shown = useMemo(() => {
    const candidates = ads.data ? matchingAds(ads.data, { position, businessType, beachSlot }) : [];
    return candidates.length ? [candidates[Math.floor(Math.random() * candidates.length)]!] : [];
  }, [ads.data, position, businessType, beachSlot]);

  return shown[0] ? <SponsoredCard ad={shown[0]} maw={420} banner={banner} /> : null;
}
