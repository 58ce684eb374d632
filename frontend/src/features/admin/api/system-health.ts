import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

export interface ProjectionHealth {
  name: string;
  lagEvents: number;
  lagSeconds: number;
  parked: null | { position: string; eventId: string; error: string; parkedAt: string };
}

export interface SystemHealth {
  status: 'ok' | 'degraded';
  postgres: { ok: boolean; error?: string };
  redis: { ok: boolean; error?: string };
  eventStore: { ok: boolean; error?: string };
  projections: ProjectionHealth[];
}

/** GET /api/health, refreshed every few seconds while the page is open. */
export const systemHealthQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system-health'],
    queryFn: () => apiFetch<SystemHealth>('/api/health'),
    refetchInterval: 5000,
  });
