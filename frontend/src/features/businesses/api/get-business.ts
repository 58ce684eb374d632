import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { businessKeys, type Business } from './business.ts';

export const getBusiness = (id: number) => apiFetch<Business>(`/api/businesses/${id}`);

export const businessQueryOptions = (id: number) =>
  queryOptions({
    queryKey: businessKeys.detail(id),
    queryFn: () => getBusiness(id),
  });
