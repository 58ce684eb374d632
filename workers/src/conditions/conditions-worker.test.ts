import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createRedis } from '@nsg/platform/redis.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { latestObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { runConditionsJob, startConditions } from './conditions-jobs.ts';
import { startFakeSources } from './fake-sources.ts';
import type { SurfObservation } from './sources/ndbc.ts';
import type { WeatherObservation } from './sources/nws.ts';

let database: TestDatabase;
let db: Kysely<ReadModelTables>;
let store: EventStore;
let fake: Awaited<ReturnType<typeof startFakeSources>>;
const logger = createLogger('test', 'silent');

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<ReadModelTables>(database.pool);
  store = createPostgresEventStore(database.pool);
  fake = await startFakeSources();
});
afterEach(() => fake.heal());
afterAll(async () => {
  await fake.close();
  await store.close();
  await database.drop();
});

async function waitFor<T>(read: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('conditions worker against a local fake of the sources', () => {
  it('fetches every source through BullMQ at start and stores each observation with its source and time', async () => {
    const connection = createRedis('redis://127.0.0.1:6379', { forWorkers: true });
    const changed: string[] = [];
    const service = await startConditions(
      {
        db,
        store,
        config: fake.config,
        logger,
        onConditionsChanged: async (kind) => void changed.push(kind),
      },
      connection,
      `test-${randomBytes(4).toString('hex')}`,
    );
    try {
      const surf = await waitFor(() => latestObservation<SurfObservation>(db, 'surf'));
      const weather = await waitFor(() => latestObservation<WeatherObservation>(db, 'weather'));
      const alerts = await waitFor(() => latestObservation<{ alerts: { event: string }[] }>(db, 'alerts'));
      const bus = await waitFor(() => latestObservation<{ arrivals: unknown[] }>(db, 'bus'));
      const tide = await waitFor(() => latestObservation<{ predictions: unknown[] }>(db, 'tide'));
      const outlook = await waitFor(() =>
        latestObservation<{ northShore: { label: string }[] }>(db, 'surf-outlook'),
      );
      expect(outlook.source).toBe('NWS SRF HFO');
      expect(outlook.observedAt.toISOString()).toBe(fake.srfIssuedAt);
      expect(outlook.data.northShore.map((p) => p.label)).toEqual(['Through tonight', 'Friday']);
      expect(tide.source).toBe('NOAA CO-OPS 1612340');
      expect(tide.data.predictions).toHaveLength(5);
      expect(fake.requests.find((r) => r.path === '/coops/datagetter')!.query).toContain('interval=hilo');
      expect(surf.source).toBe('NDBC 51201');
      expect(surf.observedAt.toISOString()).toBe('2026-11-22T03:26:00.000Z');
      expect(surf.data.height).toBe('8-11 ft');
      // PHHI reported nulls: the next station of the grid gave the observation.
      expect(weather.source).toBe('NWS PHNL');
      expect(weather.data.temperatureF).toBe(79);
      expect(alerts.source).toBe('NWS HIZ007');
      expect(bus.data.arrivals.length).toBeGreaterThan(0);
      // A stored surf reading is assessed for hazards before the change is announced.
      await waitFor(async () => (changed.includes('surf') && changed.includes('weather') ? true : null));
      // NWS asks for a User-Agent naming the application and a contact.
      const nws = fake.requests.filter((r) => r.path.startsWith('/nws'));
      expect(nws.every((r) => r.userAgent === fake.config.NWS_USER_AGENT)).toBe(true);
      expect(fake.requests.find((r) => r.path.startsWith('/thebus'))!.query).toContain('stop=4525');
      const schedulers = await service.queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key).sort()).toEqual(
        [
          'fetch-alerts',
          'fetch-bus',
          'fetch-surf',
          'fetch-tide',
          'fetch-weather',
          'prune-observations',
          'assess-beach-hazards',
          'fetch-surf-outlook',
        ].sort(),
      );
    } finally {
      await service.queue.obliterate({ force: true });
      await service.close();
      connection.disconnect();
    }
  });

  it('the same buoy reading is stored once', async () => {
    const first = await runConditionsJob('fetch-surf', { db, store, config: fake.config, logger });
    expect(first).toEqual({ stored: false, source: 'NDBC 51201' });
  });

  it('falls back: 51201 down → 51101; NWS down → Open-Meteo', async () => {
    fake.fail('/ndbc/51201');
    fake.fail('/nws');
    const surf = await runConditionsJob('fetch-surf', { db, store, config: fake.config, logger });
    const weather = await runConditionsJob('fetch-weather', { db, store, config: fake.config, logger });
    expect(surf).toEqual({ stored: true, source: 'NDBC 51101' });
    expect(weather).toEqual({ stored: true, source: 'Open-Meteo' });
    const latest = await latestObservation<WeatherObservation>(db, 'weather');
    expect(latest!.data).toMatchObject({ condition: 'Light Rain', windSpeedMph: 17 });
  });

  it('a source that does not answer times out and the next one is asked', async () => {
    fake.hang('/nws');
    const started = Date.now();
    const weather = await runConditionsJob('fetch-weather', { db, store, config: fake.config, logger });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(weather.source).toBe('Open-Meteo');
  });

  it('when every source fails nothing is stored and the last value stays', async () => {
    fake.fail('/ndbc');
    fake.fail('/nws');
    fake.fail('/open-meteo');
    fake.fail('/thebus');
    const before = await latestObservation(db, 'surf');
    for (const job of ['fetch-surf', 'fetch-weather', 'fetch-alerts', 'fetch-bus']) {
      expect(await runConditionsJob(job, { db, store, config: fake.config, logger })).toEqual({
        stored: false,
        source: null,
      });
    }
    expect((await latestObservation(db, 'surf'))!.id).toBe(before!.id);
  });
});
