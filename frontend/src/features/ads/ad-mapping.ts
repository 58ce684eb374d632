import { beachSlotOf, type BeachSlot } from '@nsg/domain/advertising/placement.ts';

/** An ad as GET /api/ads answers it. */
export interface Ad {
  id: number | string;
  title: string;
  description: string;
  imageUrl: string | null;
  images: string[];
  linkUrl: string | null;
  businessType: string | null;
  position: string;
  size: string;
  status: string;
  imageRotationEnabled: boolean;
  imageRotationInterval: number;
  /** Signed by the server for this page view; only traffic carrying it is counted. */
  serveToken?: string;
}

/**
 * Ad business types to directory categories (spec 000 §9); anything else is Services. The spec maps only
 * `activity` to Activities & Tours, a type advertisers cannot pick: tour operators (`tourism`) would land under
 * Services, against what /business-partnership promises, so tourism counts as an activity here.
 */
export function adCategory(businessType: string | null): string {
  switch ((businessType ?? '').toLowerCase()) {
    case 'restaurant':
      return 'Food & Drink';
    case 'activity':
    case 'tourism':
      return 'Activities & Tours';
    case 'accommodation':
      return 'Hotels & Lodging';
    case 'shop':
    case 'retail':
      return 'Shopping & Retail';
    default:
      return 'Services';
  }
}

export interface AdBusinessCard {
  id: string;
  name: string;
  category: string;
  location: 'North Shore';
  description: string;
  image: string;
  rating: null;
  isAd: true;
  linkUrl: string | null;
  adId: number | string;
}

/** The ad's images in showing order: the primary image first, each once. */
export function adImages(ad: Pick<Ad, 'imageUrl' | 'images'>): string[] {
  return [...new Set([ad.imageUrl, ...ad.images].filter((image): image is string => Boolean(image)))];
}

/** An approved ad shown as a business card. */
export function adAsBusiness(ad: Ad): AdBusinessCard {
  return {
    id: `ad-${ad.id}`,
    name: ad.title,
    category: adCategory(ad.businessType),
    location: 'North Shore',
    description: ad.description,
    image: adImages(ad)[0] ?? '',
    rating: null,
    isAd: true,
    linkUrl: ad.linkUrl,
    adId: ad.id,
  };
}

/** Approved only, then filtered by position, business type and beach-page slot when given. */
export function matchingAds(
  ads: readonly Ad[],
  filter: { position?: string; businessType?: string; beachSlot?: BeachSlot },
): Ad[] {
  return ads.filter(
    (ad) =>
      ad.status === 'approved' &&
      (!filter.position || ad.position === filter.position) &&
      (!filter.businessType || ad.businessType === filter.businessType) &&
      (!filter.beachSlot || beachSlotOf(ad.businessType) === filter.beachSlot),
  );
}

/** At most this many sponsored cards join the business directory at once. */
export const DIRECTORY_AD_LIMIT = 3;

/**
 * Sponsored cards for the business directory: approved content ads filtered like businesses (category equal to
 * the ad's mapped category, case-insensitive search over title and description), up to `limit` at random.
 */
export function directoryAds(
  ads: readonly Ad[],
  filter: { category?: string; search?: string },
  random: () => number = Math.random,
  limit = DIRECTORY_AD_LIMIT,
): Ad[] {
  const search = filter.search?.trim().toLowerCase();
  const matches = matchingAds(ads, { position: 'content' }).filter(
    (ad) =>
      (!filter.category || adCategory(ad.businessType) === filter.category) &&
      (!search || `${ad.title}\n${ad.description}`.toLowerCase().includes(search)),
  );
  const picked: Ad[] = [];
  while (matches.length && picked.length < limit) {
    picked.push(matches.splice(Math.floor(random() * matches.length), 1)[0]!);
  }
  return picked;
}
