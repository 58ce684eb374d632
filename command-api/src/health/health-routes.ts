import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { projectionStatuses } from '@nsg/projections/runner/projection-status.ts';
import type { AppDeps } from '../deps.ts';

const withTimeout = <T>(work: Promise<T>, ms = 2000) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ]);

async function check(work: () => Promise<unknown>): Promise<{ ok: boolean; error?: string }> {
  try {
    await withTimeout(work());
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Postgres, Redis and the event store reachable; every projection's lag and parked state. */
export function healthRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
      const [postgres, redis, eventStore] = await Promise.all([
        check(() => sql`select 1`.execute(deps.db)),
        check(() => deps.redis.ping()),
        check(() => deps.store.ping()),
      ]);
      const projections = postgres.ok
        ? await withTimeout(projectionStatuses(deps.db, deps.store)).catch(() => [])
        : [];
      const healthy = postgres.ok && redis.ok && eventStore.ok && projections.every((p) => !p.parked);
      reply.code(postgres.ok && eventStore.ok ? 200 : 503);
      return { status: healthy ? 'ok' : 'degraded', postgres, redis, eventStore, projections };
    });
  };
}
