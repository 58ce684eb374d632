import { closeFactsMirror } from '@nsg/projections/traffic-facts/facts-mirror.ts';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Config } from '@nsg/platform/config.ts';
import { APPLICATION_NAMES } from '@nsg/platform/connection-budget.ts';
import { createDb, createPool, poolTimeoutsOf } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createLogger, type Logger } from '@nsg/platform/logger.ts';
import {
  countingAppends,
  createMetricsRegistry,
  observePool,
  type Registry,
} from '@nsg/platform/metrics/metrics.ts';
import type { PlatformTables } from '@nsg/platform/migrations/platform-migrations.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { createRedis } from '@nsg/platform/redis.ts';
import { getOrCreateSetting } from '@nsg/platform/settings.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { createCatalogFacts, type CatalogFacts } from './catalog/catalog-facts.ts';
import { createBeachHazardMemory, type BeachHazardMemory } from './conditions/beach-hazard-memory.ts';

export type AppTables = PlatformTables & ReadModelTables;
export type PersonalDataVault = ReturnType<typeof createPersonalDataVault>;

/** Time as commands see it. Tests move it on (a challenge's minimum time) instead of waiting. */
export interface Clock {
  now(): Date;
}

/** Everything a request handler may use; built once per process, closed on shutdown. */
export interface AppDeps {
  config: Config;
  clock: Clock;
  pool: pg.Pool;
  db: Kysely<AppTables>;
  store: EventStore;
  redis: Redis;
  vault: PersonalDataVault;
  /** Catalog facts commands check, kept in memory once the app follows the catalog's changes. */
  catalogFacts: CatalogFacts;
  /** The beach ratings' inputs, kept in memory once the app follows the read models' changes. */
  beachHazards: BeachHazardMemory;
  logger: Logger;
  /** This process's Prometheus series (served on METRICS_PORT by the API process). */
  metrics: Registry;
  secrets: { session: string; emailLookup: string; adServe: string };
  close(): Promise<void>;
}

const generateSecret = () => randomBytes(32).toString('base64url');

export async function createAppDeps(config: Config): Promise<AppDeps> {
  const pool = createPool(
    config.DATABASE_URL,
    config.API_DB_POOL_SIZE,
    poolTimeoutsOf(config),
    APPLICATION_NAMES.api,
  );
  const db = createDb<AppTables>(pool);
  const metrics = createMetricsRegistry();
  observePool(metrics, pool);
  const store = countingAppends(createEventStore(config, pool), metrics);
  const redis = createRedis(config.REDIS_URL);
  const secrets = {
    // In production SESSION_SECRET comes from the environment; elsewhere it is made once and kept.
    session: config.SESSION_SECRET ?? (await getOrCreateSetting(pool, 'session_secret', generateSecret)),
    emailLookup: await getOrCreateSetting(pool, 'email_lookup_key', generateSecret),
    adServe: config.AD_SERVE_SECRET ?? (await getOrCreateSetting(pool, 'ad_serve_secret', generateSecret)),
  };
  return {
    config,
    clock: { now: () => new Date() },
    pool,
    db,
    store,
    redis,
    vault: createPersonalDataVault(pool),
    catalogFacts: createCatalogFacts(db),
    beachHazards: createBeachHazardMemory(db),
    logger: createLogger('command-api', config.LOG_LEVEL),
    metrics,
    secrets,
    async close() {
      await store.close();
      redis.disconnect();
      await closeFactsMirror(db);
      await db.destroy();
      // Kysely ends the pool only if it ever ran a query; a process that used the pool alone would hang.
      if (!pool.ended) await pool.end();
    },
  };
}
