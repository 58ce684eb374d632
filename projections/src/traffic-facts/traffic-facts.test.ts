import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { formatLogPosition } from '@nsg/platform/event-store/event-store.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import {
  analyticsQuerySchema,
  dimensions,
  type AnalyticsQueryInput,
} from '@nsg/domain/analytics/analytics-query.ts';
import { runAnalyticsReport } from '../analytics/run-analytics-report.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { rebuildProjection } from '../runner/rebuild.ts';
import { pageOf } from './traffic-keys.ts';
import { adTrafficLog, type GeneratedTraffic } from '../testing/ad-traffic-log.ts';
import { writeGeneratedLog } from '../testing/mixed-log.ts';
import { createTrafficFactsProjection, trafficFactsProjection } from './traffic-facts-projection.ts';
import type { Projection } from '../runner/projection.ts';
import { closeFactsMirror, FactsMirror } from './facts-mirror.ts';
import { factsCheckpoint, type FactCount } from './traffic-facts-queries.ts';

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

async function applyTheFacts(projection: Projection = trafficFactsProjection, batchSize = 700) {
  const logger = createLogger('test', 'silent');
  const outcome = await rebuildProjection(projection, {
    db,
    pool: database.pool,
    store,
    logger,
    batchSize,
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
    { ...range, groupBy: [...dimensions] },
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
  await closeFactsMirror(db);
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

describe('rule verdicts stored with the facts', () => {
  const verdicts = () =>
    db
      .selectFrom('traffic_facts')
      .select(['commit_position', 'prepare_position', 'flag', 'judged', 'flag_rule_2', 'flag_rule_3'])
      .orderBy('commit_position')
      .orderBy('prepare_position')
      .execute();

  it('are what each rule version judges, and differ from the recorded flags where the rules do', async () => {
    await applyTheFacts();
    const facts = await verdicts();
    const differ = (a: 'flag' | 'flag_rule_2', b: 'flag_rule_2' | 'flag_rule_3') =>
      facts.filter((fact) => fact[a] !== fact[b]).length;
    expect(differ('flag_rule_2', 'flag_rule_3')).toBeGreaterThan(100);
    expect(differ('flag', 'flag_rule_3')).toBeGreaterThan(100);
    // Without inputs no rule judges again: every verdict is the recorded flag.
    const unjudged = facts.filter((fact) => !fact.judged);
    expect(unjudged.length).toBeGreaterThan(0);
    for (const fact of unjudged) expect([fact.flag_rule_2, fact.flag_rule_3]).toEqual([fact.flag, fact.flag]);
  });

  it('are the same when every page is judged by a runner that has just started', async () => {
    // A crowd small enough for rules to flag repeats across visitors, devices and networks.
    const crowd = { visitors: 40, devices: 25, networks: 6 };
    const crowded = [...adTrafficLog(3_000, FIRST_DAY + 4 * 86_400_000, 0.25, crowd)];
    await writeGeneratedLog(
      database.pool,
      crowded.map((event) => ({ ...event, streamId: `${event.streamId}-crowded` })),
    );
    await applyTheFacts();
    const continuous = await verdicts();
    const restartedEachPage: Projection = {
      ...trafficFactsProjection,
      apply: (tx, events) => createTrafficFactsProjection().apply(tx, events),
    };
    await applyTheFacts(restartedEachPage, 40);
    const byMemory = continuous.filter((fact) =>
      ['repeat', 'device-repeat', 'network-burst', 'frequency'].includes(fact.flag_rule_3 ?? ''),
    );
    expect(byMemory.length).toBeGreaterThan(100);
    expect(await verdicts()).toEqual(continuous);

    // Past the facts, the report's judges pick up where the projection's stood.
    await writeGeneratedLog(
      database.pool,
      [...adTrafficLog(500, FIRST_DAY + 4.25 * 86_400_000, 0.05, crowd)].map((event) => ({
        ...event,
        streamId: `${event.streamId}-crowded-late`,
      })),
    );
    const crowdedRange = { from: '2026-10-05', to: '2026-10-05' };
    const rejudged: AnalyticsQueryInput[] = [
      { ...crowdedRange, groupBy: ['ad', 'verdict'], rules: 3 },
      { ...crowdedRange, groupBy: ['device'], rules: 2, compareRules: 3 },
    ];
    const withTheTail = await Promise.all(rejudged.map(report));
    const verdictsSeen = new Set(withTheTail[0]!.rows.map((row) => row.keys.verdict));
    expect(verdictsSeen).toContain('frequency');
    expect(withTheTail).toEqual(await reportsFromTheLogAlone(rejudged));
  });
});

describe('the facts mirror', () => {
  it('copies the facts a page at a time and counts them as the whole copy does', async () => {
    await applyTheFacts();
    const checkpoint = (await factsCheckpoint(db))!;
    const range = { upTo: checkpoint.position, recordedBy: null };
    const query = { from: '2026-10-01', to: '2026-10-05', campaignId: undefined };
    const paged = new FactsMirror(db, 500);
    const pages: string[] = [];
    await paged.catchUp(checkpoint.position, { onPage: (at) => pages.push(formatLogPosition(at)) });
    const whole = new FactsMirror(db);
    await whole.catchUp(checkpoint.position);
    const sorted = (counts: FactCount[]) => counts.map((count) => JSON.stringify(count)).sort();
    const verdicts = { rules: 3, compareRules: 2 } as const;
    const counts = await paged.count(range, query, ['page', 'hour'], verdicts);
    expect(counts.reduce((sum, count) => sum + count.count, 0)).toBeGreaterThan(5_000);
    expect(pages.length).toBeGreaterThan(10);
    expect(sorted(counts)).toEqual(sorted(await whole.count(range, query, ['page', 'hour'], verdicts)));
    await Promise.all([paged.close(), whole.close()]);
  });

  it('keeps a page key with separators, quotes and line breaks as it is', async () => {
    const odd = '/beaches/a,"b"\tc\u001fd\ne';
    type Impression = Extract<GeneratedTraffic, { type: 'advertising.AdImpressionRecorded' }>;
    const event = [...adTrafficLog(30, FIRST_DAY + 9 * 86_400_000, 0.5)].find(
      (traffic): traffic is Impression => traffic.type === 'advertising.AdImpressionRecorded',
    )!;
    await writeGeneratedLog(database.pool, [
      { ...event, streamId: `${event.streamId}-odd`, data: { ...event.data, pageUrl: odd } },
    ]);
    await applyTheFacts();
    const byPage = await report({ from: '2026-10-10', to: '2026-10-10', groupBy: ['page'] });
    expect(byPage.rows.map((row) => row.keys.page)).toEqual([pageOf(odd)]);
    expect(byPage.rows).toEqual((await reportsFromTheLogAlone([byPage.query]))[0]!.rows);
  });
});

describe('page keys', () => {
  it('percent-encode control characters, so a key never holds the mirror separator or a line break', () => {
    expect(pageOf('/ja/beaches/3')).toBe('/beaches/3');
    expect(pageOf('/beaches/a\u001fb\nc')).toBe('/beaches/a%1Fb%0Ac');
    expect(pageOf('/shop,"sale"')).toBe('/shop,"sale"');
  });
});
