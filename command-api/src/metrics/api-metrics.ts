import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../deps.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { observeLog } from './log-metrics.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const outcomeOf = (statusCode: number) =>
  statusCode >= 500 ? 'error' : statusCode === 409 ? 'conflict' : statusCode >= 400 ? 'refused' : 'ok';

/** Every command's time, from its request arriving to its answer, by route and outcome. */
function timeCommands(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'nsg_command_duration_seconds',
    help: 'Time to answer a command (a request that changes state), by route and outcome (ok, refused, conflict, error)',
    labelNames: ['method', 'route', 'outcome'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // Unrouted requests would make a series per URL anyone cares to send.
    if (READ_METHODS.has(request.method) || !route?.startsWith('/api/')) return;
    duration.observe(
      { method: request.method, route, outcome: outcomeOf(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

function observeLiveClients(registry: Registry, hub: LiveHub): void {
  new Gauge({
    name: 'nsg_live_clients',
    help: 'Live websocket clients connected to this API process, by audience (visitor, advertiser, admin)',
    labelNames: ['audience'],
    registers: [registry],
    collect() {
      for (const [audience, count] of Object.entries(hub.clientsByAudience())) this.set({ audience }, count);
    },
  });
}

function observeMinPositionWaiters(registry: Registry, waiting: () => number): void {
  new Gauge({
    name: 'nsg_min_position_waiters',
    help: 'Reads waiting for the projections to reach the minPosition they asked for',
    registers: [registry],
    collect() {
      this.set(waiting());
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's series; the process serves them with its deps' (`processMetrics`). */
    metrics: Registry;
  }
}

/** The API's own series, on a registry of the app's (tests build several apps on one set of deps). */
export function installApiMetrics(
  app: FastifyInstance,
  deps: AppDeps,
  { hub, minPositionWaiters }: { hub: LiveHub; minPositionWaiters: () => number },
): void {
  const registry = new Registry();
  app.decorate('metrics', registry);
  timeCommands(app, registry);
  observeLiveClients(registry, hub);
  observeMinPositionWaiters(registry, minPositionWaiters);
  observeLog(registry, deps);
}

/** Everything the API process shows: its app's series and its deps' (process, pool, appends). */
export const processMetrics = (app: FastifyInstance, deps: AppDeps): Registry =>
  Registry.merge([deps.metrics, app.metrics]);
