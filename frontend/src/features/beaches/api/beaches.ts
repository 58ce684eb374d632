import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** A beach as GET /api/beaches answers it. */
export interface Beach {
  id: number;
  name: string;
  location: string;
  description: string;
  image: string;
  surfHeight: string;
  surfStatus: string;
  hasLifeguards: boolean;
  hasParking: 'Available' | 'Limited' | 'None';
  bestFor: string;
  latitude: string | null;
  longitude: string | null;
  geofenceRadius: number | null;
  rating: number | null;
  reviewCount: number;
}

export const beachKeys = {
  all: ['beaches'] as const,
  list: () => [...beachKeys.all, 'list'] as const,
  detail: (id: number) => [...beachKeys.all, 'detail', id] as const,
};

export const beachesQueryOptions = () =>
  queryOptions({
    queryKey: beachKeys.list(),
    queryFn: () => apiFetch<Beach[]>('/api/beaches'),
    refetchInterval: 10 * 60_000,
  });

export const beachQueryOptions = (id: number) =>
  queryOptions({
    queryKey: beachKeys.detail(id),
    queryFn: () => apiFetch<Beach>(`/api/beaches/${id}`),
  });

/** Beach query runs only for a numeric id. */
export function parseBeachId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const PIPELINE_IMAGE = '/images/beaches/pipeline.svg';
const NAMED_IMAGES: [string, string][] = [
  ['pipeline', PIPELINE_IMAGE],
  ['sunset', '/images/beaches/sunset.svg'],
  ['waimea', '/images/beaches/waimea.svg'],
  ['sharks', '/images/beaches/sharks_cove.svg'],
];

/** By name (pipeline, sunset, waimea, sharks), else the beach's own image, else Pipeline. */
export function beachImage(beach: { name: string; image: string | null }): string {
  const name = beach.name.toLowerCase();
  return NAMED_IMAGES.find(([key]) => name.includes(key))?.[1] ?? (beach.image || PIPELINE_IMAGE);
}
export const BEACH_FALLBACK_IMAGE = PIPELINE_IMAGE;

/** Live surf data replaces each beach's stored height and status once loaded. */
export function withLiveSurf<T extends { surfHeight: string; surfStatus: string }>(
  beach: T,
  surf: { height: string; quality: string } | undefined,
): T {
  return surf ? { ...beach, surfHeight: surf.height, surfStatus: surf.quality } : beach;
}
