import type { OpeningHours } from '@nsg/domain/catalog/opening-clock.ts';

/** A business as GET /api/businesses answers it. */
export interface Business {
  id: number;
  name: string;
  /** The name in Japanese, or null where the catalog has only the English. */
  nameJa: string | null;
  category: string;
  location: string;
  description: string;
  /** The description in Japanese, or null where the catalog has only the English. */
  descriptionJa: string | null;
  image: string;
  /** One decimal, from approved reviews; null before the first one. */
  rating: number | null;
  reviewCount: number;
  latitude: string;
  longitude: string;
  phone: string | null;
  website: string | null;
  /** Sample data shipped with the guide (invented). */
  sample: boolean;
  /** Opening hours in Hawaii time, as the owner keeps them; null where unknown. */
  hours: OpeningHours | null;
  /** Open at the server's clock; the page works it out again on the visitor's. */
  openNow: boolean | null;
  /** The owner's photos: uploaded images. */
  photos: string[];
  /** Kept by its owner. */
  claimed: boolean;
}

export const businessKeys = {
  all: ['businesses'] as const,
  lists: () => [...businessKeys.all, 'list'] as const,
  list: (filters: BusinessFilters) => [...businessKeys.lists(), filters] as const,
  details: () => [...businessKeys.all, 'detail'] as const,
  detail: (id: number) => [...businessKeys.details(), id] as const,
  related: (category: string, excludeId: number) =>
    [...businessKeys.all, 'related', category, excludeId] as const,
};

export interface BusinessFilters {
  category?: string;
  search?: string;
}

/** A route param that can name a business: a positive integer. */
export function parseBusinessId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
