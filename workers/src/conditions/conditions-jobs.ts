import { Queue, Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import {
  pruneObservations,
  recordObservation,
  type ObservationKind,
} from '@nsg/projections/conditions/conditions-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import {
  fetchAlerts,
  fetchBusArrivals,
  fetchSurf,
  fetchSurfOutlook,
  fetchTides,
  fetchWeather,
  type SourcesConfig,
} from './fetch-conditions.ts';
import { keepJobScheduler } from '../job-schedulers.ts';
import { tracedJob } from '../traced-job.ts';
import { assessBeachHazards } from './assess-beach-hazards.ts';
import { WORKER_METRICS } from '../queue-metrics.ts';

export const CONDITIONS_QUEUE = 'conditions';

/** How often each source is asked: NDBC posts every 30 min, NWS observes hourly, TheBus is live. */
export const CONDITIONS_SCHEDULES: Record<string, number> = {
  'fetch-surf': 10 * 60_000,
  'fetch-weather': 10 * 60_000,
  'fetch-alerts': 5 * 60_000,
  'fetch-bus': 60_000,
  'fetch-tide': 60 * 60_000,
  // HFO issues the Surf Zone Forecast twice a day.
  'fetch-surf-outlook': 60 * 60_000,
  'prune-observations': 24 * 60 * 60_000,
  // Every new swell reading or alert check re-assesses at once; this catches readings growing stale.
  'assess-beach-hazards': 5 * 60_000,
};
const RETENTION_DAYS = 30;

export interface ConditionsDeps {
  db: Kysely<ReadModelTables>;
  /** The beach hazard assessments are appended here. */
  store: EventStore;
  config: SourcesConfig;
  logger: Logger;
  /** Called after a new surf, weather or alerts observation was stored (the push alerts react). */
  onConditionsChanged?: (kind: ObservationKind) => Promise<void>;
}

export interface JobOutcome {
  stored: boolean;
  source: string | null;
}

/** One fetch: ask the sources (with their fallbacks), store what came back. A failed source stores nothing. */
export async function runConditionsJob(
  name: string,
  deps: ConditionsDeps,
  now = new Date(),
): Promise<JobOutcome> {
  const { db, config, logger } = deps;
  const store = async (kind: ObservationKind, source: string, observedAt: Date, data: object) => {
    const stored = await recordObservation(db, { kind, source, observedAt, data });
    if (stored && (kind === 'surf' || kind === 'alerts')) await assessHazards(deps, now);
    if (stored && (kind === 'surf' || kind === 'weather' || kind === 'alerts'))
      await deps.onConditionsChanged?.(kind);
    return { stored: stored !== null, source };
  };
  // Fetch-time observations are stored to the second.
  const fetchedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  switch (name) {
    case 'fetch-surf': {
      const surf = await fetchSurf(config, logger);
      return surf ? store('surf', `NDBC ${surf.buoy}`, new Date(surf.observedAt), surf) : none;
    }
    case 'fetch-weather': {
      const weather = await fetchWeather(config, logger);
      return weather ? store('weather', weather.source, new Date(weather.observedAt), weather) : none;
    }
    case 'fetch-alerts': {
      const alerts = await fetchAlerts(config, now).catch((error: unknown) => {
        logger.warn('alerts: NWS failed', { error: String(error) });
        return null;
      });
      return alerts ? store('alerts', 'NWS HIZ007', fetchedAt, { alerts }) : none;
    }
    case 'fetch-bus': {
      const arrivals = await fetchBusArrivals(config, logger);
      return arrivals ? store('bus', 'TheBus', fetchedAt, { arrivals }) : none;
    }
    case 'fetch-surf-outlook': {
      const outlook = await fetchSurfOutlook(config).catch((error: unknown) => {
        logger.warn('surf outlook: NWS failed', { error: String(error) });
        return null;
      });
      return outlook ? store('surf-outlook', 'NWS SRF HFO', new Date(outlook.issuedAt), outlook) : none;
    }
    case 'fetch-tide': {
      const predictions = await fetchTides(config, now).catch((error: unknown) => {
        logger.warn('tide: NOAA CO-OPS failed', { error: String(error) });
        return null;
      });
      return predictions && predictions.length > 0
        ? store('tide', `NOAA CO-OPS ${config.TIDE_STATION}`, fetchedAt, { predictions })
        : none;
    }
    case 'assess-beach-hazards':
      await assessHazards(deps, now);
      return none;
    case 'prune-observations':
      await pruneObservations(db, RETENTION_DAYS);
      return none;
    default:
      throw new Error(`Unknown conditions job ${name}`);
  }
}
const none: JobOutcome = { stored: false, source: null };

const assessHazards = (deps: ConditionsDeps, now: Date) =>
  assessBeachHazards(
    {
      db: deps.db,
      store: deps.store,
      logger: deps.logger,
      maxAgeMinutes: deps.config.CONDITIONS_MAX_AGE_MINUTES,
    },
    now,
  );

/** The conditions queue: one job scheduler per source (an `every` scheduler also runs once at start). */
export async function startConditions(deps: ConditionsDeps, connection: Redis, prefix = 'nsg') {
  const queue = new Queue(CONDITIONS_QUEUE, { connection, prefix });
  for (const [name, every] of Object.entries(CONDITIONS_SCHEDULES)) {
    await keepJobScheduler(
      queue,
      connection,
      name,
      { every },
      { name, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  }
  const worker = new Worker(
    CONDITIONS_QUEUE,
    tracedJob(CONDITIONS_QUEUE, (job) => runConditionsJob(job.name, deps)),
    {
      connection,
      prefix,
      concurrency: 4,
      metrics: WORKER_METRICS,
    },
  );
  worker.on('failed', (job, error) =>
    deps.logger.error('conditions job failed', { job: job?.name, error: String(error) }),
  );
  return {
    queue,
    worker,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
