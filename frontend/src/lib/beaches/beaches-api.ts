import { queryOptions } from '@tanstack/react-query';
import type { BeachHazardView, HazardLevel } from '@nsg/domain/conditions/beach-hazard.ts';
import { apiFetch } from '../api-fetch.ts';

export type { HazardLevel };
/** A beach's hazard rating as the workers last assessed it, with every source and its time. */
export type Hazard = BeachHazardView;

/**
 * A beach as GET /api/beaches answers it. No current surf figure: only the rating, and typical seasons.
 * The catalog's texts come in English and, where the catalog has them, in Japanese (…Ja, else null).
 */
export interface Beach {
  id: number;
  name: string;
  location: string;
  description: string;
  descriptionJa: string | null;
  image: string;
  typicalSurf: { winter: string; summer: string } | null;
  exposure: {
    swellWindow: { fromDeg: number; toDeg: number };
    highFaceFt: number;
    extremeFaceFt: number;
    source: string;
    sourceJa: string | null;
  } | null;
  hazard: Hazard;
  hasLifeguards: boolean;
  hasParking: 'Available' | 'Limited' | 'None';
  bestFor: string;
  bestForJa: string | null;
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
    // Ratings also arrive live (/api/live); the minute refresh keeps each reading's age true.
    refetchInterval: 60_000,
  });

export const beachQueryOptions = (id: number) =>
  queryOptions({
    queryKey: beachKeys.detail(id),
    queryFn: () => apiFetch<Beach>(`/api/beaches/${id}`),
    refetchInterval: 60_000,
  });

export interface HazardAssessment {
  level: HazardLevel;
  reasons: string[];
  sources: { name: string; observedAt: string }[];
  assessedAt: string;
}

/** Beach query runs only for a numeric id. */
export function parseBeachId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
