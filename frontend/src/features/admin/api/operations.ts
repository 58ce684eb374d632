import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiCommand, apiFetch } from '../../../lib/api-fetch.ts';

export interface ParkedEvent {
  eventId: string;
  eventType: string;
  position: string;
  error: string;
  parkedAt: string;
}
export interface ProjectionOperations {
  name: string;
  position: string;
  lagEvents: number;
  lagSeconds: number;
  parked: ParkedEvent | null;
  /** The runner holding its lease; `expired` once it stopped renewing and no standby took over. */
  runner: { owner: string; heartbeatAgeSeconds: number; expired: boolean } | null;
}
export interface LagSample {
  at: string;
  position: number;
  lagEvents: number;
  lagSeconds: number;
}
export interface Outbox {
  backlog: number;
  oldestSeconds: number | null;
}
export interface Operations {
  projections: ProjectionOperations[];
  history: { name: string; samples: LagSample[] }[];
  rebuilds: { name: string; done: number; total: number }[];
  horizon: null | {
    eventsWaiting: number;
    oldest?: null | {
      kind: 'session' | 'prepared';
      pid: number | null;
      gid: string | null;
      database: string | null;
      ageSeconds: number;
      state: string | null;
    };
  };
  outboxes: { mail: Outbox & { failed: number }; push: Outbox & { gone: number } };
}

/**
 * GET /api/admin/operations. The live hub refreshes it as events are applied; parking and the runner's
 * samples are no events, so it is also fetched again every few seconds.
 */
export const operationsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'operations'],
    queryFn: () => apiFetch<Operations>('/api/admin/operations'),
    refetchInterval: 5000,
  });

interface ParkedEventAction {
  projection: string;
  eventId: string;
}

export const useSkipParkedEvent = () =>
  useMutation({
    mutationFn: ({ projection, eventId, reason }: ParkedEventAction & { reason: string }) =>
      apiCommand(`/api/admin/operations/projections/${projection}/skip`, {
        method: 'POST',
        json: { eventId, reason },
      }),
  });

export const useRetryParkedEvent = () =>
  useMutation({
    mutationFn: ({ projection, eventId }: ParkedEventAction) =>
      apiCommand(`/api/admin/operations/projections/${projection}/retry`, {
        method: 'POST',
        json: { eventId },
      }),
  });
