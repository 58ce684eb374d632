import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { directoryAds } from '../ad-mapping.ts';
import { publicAdsQueryOptions } from '../api/public-ads.ts';
import { SponsoredCard } from './sponsored-card.tsx';

/** Sponsored ad cards mixed into the business directory, filtered like the businesses around them. */
export function DirectoryAds({ category, search }: { category?: string; search?: string }) {
  const ads = useQuery(publicAdsQueryOptions());
  const shown = useMemo(
    () => (ads.data ? directoryAds(ads.data, { category, search }) : []),
    [ads.data, category, search],
  );
  return shown.map((ad) => <SponsoredCard key={ad.id} ad={ad} />);
}
