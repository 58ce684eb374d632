import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { readLagHistory } from '@nsg/projections/operations/lag-samples.ts';
import { outboxesState, rebuildsInProgress } from '@nsg/projections/operations/operations-queries.ts';
import { readCheckpoints } from '@nsg/projections/runner/checkpoints.ts';
import {
  followerStatuses,
  leaseHolders,
  type ProjectionStatus,
} from '@nsg/projections/runner/projection-status.ts';
import { eventTypeOf, retryParkedEvent, skipParkedEvent } from '@nsg/projections/runner/skip-event.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { logHorizon } from '../health/log-horizon.ts';
import { commandContext } from '../http/command-context.ts';
import { operationsView, parkedEventView, projectionParam, retryBody, skipBody } from './operations-views.ts';

const HISTORY_SECONDS = 60 * 60;

/** `position` would read as the log position of the write (read your writes): the event's is named apart. */
const viewOf = ({
  projection,
  eventId,
  position,
}: {
  projection: string;
  eventId: string;
  position: string;
}) => ({
  projection,
  eventId,
  eventPosition: position,
});

/**
 * The operations page: every projection's lag now and over the last hour, parked ones with their event,
 * rebuilds under way, the log's horizon and the outboxes; and the admin's way out of a parked event,
 * skip or retry, each an audited command.
 */
export function operationsRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    app.get(
      '/api/admin/operations',
      {
        config: { reads: [READS.adminOperations] },
        onRequest: requireAdmin,
        schema: { tags, response: { 200: operationsView } },
      },
      async () => {
        const [statuses, history, rebuilds, horizon, outboxes] = await Promise.all([
          followerStatuses(deps.db, deps.store),
          readLagHistory(deps.db, HISTORY_SECONDS),
          rebuildsInProgress(deps.db, deps.store),
          logHorizon(deps.pool),
          outboxesState(deps.db),
        ]);
        return {
          projections: await withParkedEventTypes(statuses),
          history: [...history].map(([name, samples]) => ({ name, samples })),
          rebuilds,
          horizon,
          outboxes,
        };
      },
    );

    const parkedEventRoute = {
      onRequest: requireAdmin,
      schema: { tags, params: projectionParam, body: retryBody, response: { 200: parkedEventView } },
    };

    app.post(
      '/api/admin/operations/projections/:name/skip',
      { ...parkedEventRoute, schema: { ...parkedEventRoute.schema, body: skipBody } },
      async (request) => {
        const skip = { projection: request.params.name, ...request.body, now: deps.clock.now() };
        return viewOf(await skipParkedEvent(deps.db, deps.store, skip, commandContext(request)));
      },
    );

    app.post(
      '/api/admin/operations/projections/:name/retry',
      { ...parkedEventRoute, schema: { ...parkedEventRoute.schema, response: { 202: parkedEventView } } },
      async (request, reply) => {
        const retry = { projection: request.params.name, ...request.body, now: deps.clock.now() };
        reply.code(202);
        return viewOf(await retryParkedEvent(deps.db, deps.store, retry, commandContext(request)));
      },
    );
  };

  /** Parked ones get their event's type: the event after their checkpoint. */
  /** Each status with its parked event's type and the runner holding its lease (none once it ran out). */
  async function withParkedEventTypes(statuses: ProjectionStatus[]) {
    const [checkpoints, leases] = await Promise.all([readCheckpoints(deps.db), leaseHolders(deps.db)]);
    return Promise.all(
      statuses.map(async ({ parked, ...status }) => {
        const lease = leases.get(status.name);
        const runner = lease
          ? { owner: lease.owner, heartbeatAgeSeconds: lease.heartbeatAgeSeconds, expired: lease.expired }
          : null;
        const checkpoint = checkpoints.get(status.name);
        if (!parked || !checkpoint) return { ...status, runner, parked: null };
        const eventType = await eventTypeOf(deps.store, checkpoint.position, parked.eventId);
        return { ...status, runner, parked: { ...parked, eventType } };
      }),
    );
  }
}
