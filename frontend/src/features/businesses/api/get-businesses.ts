import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { businessKeys, type Business, type BusinessFilters } from './business.ts';

const RELATED_LIMIT = 3;

export async function getBusinesses(filters: BusinessFilters = {}): Promise<Business[]> {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  const query = params.size > 0 ? `?${params}` : '';
  try {
    return await apiFetch<Business[]>(`/api/businesses${query}`);
  } catch (cause) {
    throw new Error('Failed to fetch businesses', { cause });
  }
}

export const businessesQueryOptions = (filters: BusinessFilters = {}) =>
  queryOptions({
    queryKey: businessKeys.list(filters),
    queryFn: () => getBusinesses(filters),
  });

/** Up to 3 other businesses of the same category. */
export const relatedBusinessesQueryOptions = (category: string, excludeId: number) =>
  queryOptions({
    queryKey: businessKeys.related(category, excludeId),
    queryFn: async () => {
      try {
        const businesses = await apiFetch<Business[]>(`/api/businesses?${new URLSearchParams({ category })}`);
        return businesses.filter((business) => business.id !== excludeId).slice(0, RELATED_LIMIT);
      } catch (cause) {
        throw new Error('Failed to fetch related businesses', { cause });
      }
    },
  });
