import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** What the operations page reads of GET /api/health: whether the services it depends on answer. */
export interface SystemHealth {
  status: 'ok' | 'degraded';
  postgres: { ok: boolean; error?: string };
  redis: { ok: boolean; error?: string };
  eventStore: { ok: boolean; error?: string };
}

/** GET /api/health, refreshed every few seconds while the page is open. */
export const systemHealthQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system-health'],
    queryFn: () => apiFetch<SystemHealth>('/api/health'),
    refetchInterval: 5000,
  });
