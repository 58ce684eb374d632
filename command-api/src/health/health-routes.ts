import type { FastifyInstance } from 'fastify';
import {
  leaseHolders,
  projectionStatuses,
  type LeaseHolder,
} from '@nsg/projections/runner/projection-status.ts';
import type { AppDeps } from '../deps.ts';
import { allReactors } from '../reactors.ts';
import { healthView } from './health-view.ts';
import { logHorizon } from './log-horizon.ts';

const withTimeout = <T>(work: Promise<T>, ms = 2000) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ]);

async function check<T>(work: () => Promise<T>): Promise<{ ok: boolean; error?: string; value?: T }> {
  try {
    return { ok: true, value: await withTimeout(work()) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

type Check = { ok: boolean; error?: string };
type ProjectionStatus = Awaited<ReturnType<typeof projectionStatuses>>[number];

/** What anyone may see: up or down, lag, parked or not. Error texts and event ids are for admins. */
const publicCheck = ({ ok }: Check): Check => ({ ok });
const adminCheck = ({ ok, error }: Check): Check => ({ ok, ...(error ? { error } : {}) });
const publicProjection = (status: ProjectionStatus) => ({
  ...status,
  parked: status.parked && { position: status.parked.position, parkedAt: status.parked.parkedAt },
});

/**
 * Postgres, Redis and the event store reachable; the log's horizon (degraded once a transaction has held
 * it longer than HORIZON_WARN_SECONDS); every projection's and reactor's lag and parked state, degraded
 * once one is behind by more than PROJECTION_LAG_WARN_SECONDS or PROJECTION_LAG_WARN_EVENTS, naming it
 * and (to admins) the session that holds it.
 */
export function healthRoutes(deps: AppDeps) {
  const reactorNames = allReactors(deps).map((reactor) => reactor.name);
  return async (app: FastifyInstance) => {
    app.get(
      '/api/health',
      {
        schema: { tags: ['health'], response: { 200: healthView, 503: healthView } },
        // Monitors poll it every few seconds; a flood of it must not become the database's load.
        config: { reads: [], rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        // The horizon query is the Postgres check: it reads the events table, so it proves the log readable.
        const [horizonCheck, redis, eventStore] = await Promise.all([
          check(() => logHorizon(deps.pool)),
          check(() => deps.redis.ping()),
          check(() => deps.store.ping()),
        ]);
        const { value: horizon = null, ...postgres } = horizonCheck;
        const projections = postgres.ok
          ? await withTimeout(projectionStatuses(deps.db, deps.store, reactorNames)).catch(() => [])
          : [];
        const horizonHeld = (horizon?.oldest?.ageSeconds ?? 0) > deps.config.HORIZON_WARN_SECONDS;
        const behind = projections.filter(
          (p) =>
            p.lagEvents > deps.config.PROJECTION_LAG_WARN_EVENTS ||
            p.lagSeconds > deps.config.PROJECTION_LAG_WARN_SECONDS,
        );
        const healthy =
          postgres.ok &&
          redis.ok &&
          eventStore.ok &&
          !horizonHeld &&
          behind.length === 0 &&
          projections.every((p) => !p.parked);
        reply.code(postgres.ok && eventStore.ok ? 200 : 503);
        const status = healthy ? 'ok' : 'degraded';
        const lagOf = ({ name, lagEvents, lagSeconds }: ProjectionStatus) => ({
          name,
          lagEvents,
          lagSeconds,
        });
        if (request.account?.role === 'admin') {
          const holders = await leaseHolders(
            deps.db,
            behind.map((p) => p.name),
          ).catch(() => new Map<string, LeaseHolder>());
          return {
            status,
            behind: behind.map((p) => ({ ...lagOf(p), holder: holders.get(p.name) ?? null })),
            postgres,
            redis: adminCheck(redis),
            eventStore: adminCheck(eventStore),
            horizon,
            projections,
          };
        }
        return {
          status,
          behind: behind.map(lagOf),
          // Which session holds the log back is for admins; how long and how much is for anyone.
          horizon: horizon && {
            ageSeconds: horizon.oldest?.ageSeconds ?? 0,
            eventsWaiting: horizon.eventsWaiting,
          },
          postgres: publicCheck(postgres),
          redis: publicCheck(redis),
          eventStore: publicCheck(eventStore),
          projections: projections.map(publicProjection),
        };
      },
    );
  };
}
