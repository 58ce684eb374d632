import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { formatLogPosition } from '@nsg/platform/event-store/event-store.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { analyticsQuerySchema, type AnalyticsQueryInput } from '../analytics/analytics-query.ts';
import { runAnalyticsReport } from '../analytics/run-analytics-report.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { rebuildProjection } from '../runner/rebuild.ts';
import { adTrafficLog } from '../testing/ad-traffic-log.ts';
import { writeGeneratedLog } from '../testing/mixed-log.ts';
import { trafficFactsProjection } from './traffic-facts-projection.ts';

const EVENTS = 6_000;
const FIRST_DAY = Date.UTC(2026, 9, 1, 10); // 2026-10-01 00:00 in Hawaii
const range = { from: '2026-10-01', to: '2026-10-03' };

let database: TestDatabase;
let store: EventStore;
let db: ReturnType<typeof createDb<ReadModelTables>>;
let logReads = 0;

const report = (query: AnalyticsQueryInput) =>
  runAnalyticsReport({ db, store }, analyticsQuerySchema.parse(query), { today: '2026-10-04' });

/** The same reports answered by reading the whole log, as before the facts were kept. */
async function reportsFromTheLogAlone(queries: AnalyticsQueryInput[]) {
  await db.deleteFrom('projection_checkpoints').where('name', '=', 'traffic_facts').execute();
  return Promise.all(queries.map(report));
}

async function applyTheFacts() {
  const logger = createLogger('test', 'silent');
  const outcome = await rebuildProjection(trafficFactsProjection, {
    db,
    pool: database.pool,
    store,
    logger,
    batchSize: 700,
  });
  expect(outcome).toBe('rebuilt');
}

let queries: AnalyticsQueryInput[];

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<ReadModelTables>(database.pool);
  store = createPostgresEventStore(database.pool);
  const readAll = store.readAll.bind(store);
  store.readAll = (options) => {
    logReads += 1;
    return readAll(options);
  };
  await writeGeneratedLog(database.pool, adTrafficLog(EVENTS, FIRST_DAY, 3), { chunk: 1_000 });
  const firstEvents = await readAll({ from: 'start', limit: 2_500 });
  const middle = firstEvents.at(-1)!;
  queries = [
    {
      ...range,
      groupBy: [
        'day',
        'hour',
        'campaign',
        'ad',
        'image',
        'placement',
        'page',
        'language',
        'device',
        'verdict',
      ],
    },
    { ...range, groupBy: ['day', 'campaign'] },
    { ...range, groupBy: ['placement', 'verdict'], campaignId: '0000000b-0000-4000-8000-000000000001' },
    { ...range, groupBy: ['day', 'campaign', 'verdict'], rules: 3 },
    { ...range, groupBy: ['placement', 'page'], rules: 2, compareRules: 3 },
    { ...range, groupBy: ['hour'], asOfPosition: formatLogPosition(middle.logPosition) },
    { ...range, groupBy: ['ad', 'verdict'], rules: 3, asOfPosition: formatLogPosition(middle.logPosition) },
    { ...range, groupBy: ['device'], asOfTime: middle.createdAt.toISOString() },
  ];
}, 120_000);

afterAll(async () => {
  await store.close();
  await database.drop();
});

describe('analytics reports over the traffic facts', () => {
  it('equal the reports read from the log alone, row by row, and read no log behind the facts', async () => {
    await applyTheFacts();
    const fromFacts = [];
    for (const query of queries.slice(0, 5)) {
      logReads = 0;
      fromFacts.push(await report(query));
      // Only the empty tail past the projection's checkpoint.
      expect(logReads).toBe(1);
    }
    fromFacts.push(...(await Promise.all(queries.slice(5).map(report))));
    expect(fromFacts[0]!.totals.impressions).toBeGreaterThan(3_000);
    expect(new Set(fromFacts[2]!.rows.map((row) => row.keys.placement))).toEqual(
      new Set(['content', 'sidebar']),
    );
    expect(fromFacts).toEqual(await reportsFromTheLogAlone(queries));
  });

  it('count the events the projection has not applied yet', async () => {
    await applyTheFacts();
    const applied = await report(queries[0]!);
    const late = [...adTrafficLog(600, FIRST_DAY + 86_400_000, 1)].map((event) => ({
      ...event,
      streamId: `${event.streamId}-late`,
    }));
    await writeGeneratedLog(database.pool, late);
    const withTheTail = await Promise.all(queries.slice(0, 5).map(report));
    expect(withTheTail[0]!.totals.impressions).toBeGreaterThan(applied.totals.impressions);
    expect(withTheTail).toEqual(await reportsFromTheLogAlone(queries.slice(0, 5)));
  });
});
