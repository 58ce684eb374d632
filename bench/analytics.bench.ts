import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Kysely } from 'kysely';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { replayAdStats } from '@nsg/projections/advertising/ad-stats-replay.ts';
import { runAnalyticsReport } from '@nsg/projections/analytics/run-analytics-report.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { rebuildProjection } from '@nsg/projections/runner/rebuild.ts';
import { adTrafficLog } from '@nsg/projections/testing/ad-traffic-log.ts';
import { writeGeneratedLog } from '@nsg/projections/testing/mixed-log.ts';
import { trafficFactsProjection } from '@nsg/projections/traffic-facts/traffic-facts-projection.ts';
import { closeFactsMirror } from '@nsg/projections/traffic-facts/facts-mirror.ts';
import { exportAdTraffic } from '@nsg/projections/traffic-export/traffic-export.ts';
import { fixed, whole } from './support/stats.ts';

/**
 * What an analyst waits for over 1,000,000 ad traffic events: the workbench's replay per day and campaign
 * (recorded flags, and re-judged with another rule version), first reading the log (as before the traffic
 * facts were kept), then from the traffic facts read model once its projection is rebuilt: the first report
 * of a process copies the facts into its columnar mirror, later ones count there; the ad-stats replay and
 * the Parquet export; beside DuckDB answering the same aggregation over the exported file in the same run
 * (the practical limit here: a columnar engine over a columnar file). Every recorded-flag replay's totals
 * are checked against DuckDB's, and the rule-3 replays against each other, before any figure is printed.
 */
const EVENTS = Number(process.env.ANALYTICS_BENCH_EVENTS ?? 1_000_000);
const DAYS = 30;
const FIRST_DAY = Date.UTC(2026, 9, 1, 10); // 2026-10-01 00:00 in Hawaii

interface Timed {
  name: string;
  ms: number;
  totals: Totals;
}
interface Totals {
  impressions: number;
  clicks: number;
}

export async function runAnalyticsBench(databaseUrl: string): Promise<string> {
  const pool = createPool(databaseUrl, 4);
  const db = createDb<ReadModelTables>(pool);
  const store = createPostgresEventStore(pool);
  const dir = await mkdtemp(path.join(tmpdir(), 'nsg-bench-analytics-'));
  const range = { from: '2026-10-01', to: '2026-10-30' };
  try {
    const generated = performance.now();
    await writeGeneratedLog(pool, adTrafficLog(EVENTS, FIRST_DAY, DAYS));
    await pool.query('vacuum analyze events');
    const generateMs = performance.now() - generated;
    const file = path.join(dir, 'ad-traffic.parquet');
    const reportOn = (readModel: Kysely<ReadModelTables>) => (rules: 'recorded' | number) => async () =>
      (await runAnalyticsReport({ db: readModel, store }, { ...range, groupBy: ['day', 'campaign'], rules }))
        .totals;
    const report = reportOn(db);

    // Before the traffic facts are applied, a report reads the whole log: as it did before they were kept.
    const fromLog = {
      recorded: await timed('workbench replay, recorded flags, reading the log', report('recorded')),
      rejudged: await timed('workbench replay re-judged with rule 3, reading the log', report(3)),
    };
    const facts = await timed('traffic facts projection rebuilt from the log', async () => {
      await rebuildProjection(trafficFactsProjection, {
        db,
        pool,
        store,
        logger: createLogger('bench', 'silent'),
      });
      await pool.query('vacuum analyze traffic_facts');
      return fromLog.recorded.totals;
    });
    // A process's first report copies the facts into its mirror (a new Kysely instance: a new mirror).
    const freshProcess = createDb<ReadModelTables>(pool);
    const firstReport = await timed(
      'workbench replay re-judged with rule 3, first report of a process (copies the facts into its mirror)',
      reportOn(freshProcess)(3),
    );
    await closeFactsMirror(freshProcess);
    const fromFacts = {
      recorded: await best(
        3,
        'workbench replay, recorded flags, counting the traffic facts',
        report('recorded'),
      ),
      rejudged: await best(
        3,
        'workbench replay re-judged with rule 3, counting the stored verdicts',
        report(3),
      ),
    };
    const adStats = await timed(
      'replay, recorded flags, per day and ad (`npm run replay -- ad-stats`)',
      async () => sum(await replayAdStats(store, range)),
    );
    let exported = 0;
    const exportRun = await timed('Parquet export (`npm run export -- ad-traffic`)', async () => {
      exported = (await exportAdTraffic(store, range, file)).rows;
      return { impressions: exported, clicks: 0 };
    });
    const duck = await best(3, 'DuckDB over the exported Parquet, per day and campaign', () =>
      duckTotals(file),
    );
    for (const replay of [fromLog.recorded, fromFacts.recorded, adStats]) assertSameTotals(replay, duck);
    // Re-judged by rule 3 the totals differ from the recorded ones by design: both ways must agree.
    assertSameTotals(fromFacts.rejudged, fromLog.rejudged);
    assertSameTotals(firstReport, fromLog.rejudged);
    const size = (await stat(file)).size;
    const measured = [
      fromLog.recorded,
      fromFacts.recorded,
      fromLog.rejudged,
      fromFacts.rejudged,
      firstReport,
      adStats,
      exportRun,
    ];
    return table({ generateMs, exported, size }, [facts, ...measured], duck);
  } finally {
    await closeFactsMirror(db);
    await store.close();
    await pool.end();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The fastest of `runs` runs (each bounded by one report): the first pays for cold caches. */
async function best(runs: number, name: string, run: () => Promise<Totals>): Promise<Timed> {
  let fastest: Timed | null = null;
  for (let i = 0; i < runs; i++) {
    const result = await timed(name, run);
    if (!fastest || result.ms < fastest.ms) fastest = result;
  }
  return { ...fastest!, name: `${name} (best of ${runs})` };
}

async function timed(name: string, run: () => Promise<Totals>): Promise<Timed> {
  const started = performance.now();
  const totals = await run();
  return { name, ms: performance.now() - started, totals };
}

const sum = (rows: readonly Totals[]): Totals =>
  rows.reduce(
    (total, row) => ({
      impressions: total.impressions + row.impressions,
      clicks: total.clicks + row.clicks,
    }),
    { impressions: 0, clicks: 0 },
  );

async function duckTotals(file: string): Promise<Totals> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const result = await connection.runAndReadAll(
      `select hawaii_day, campaign_id,
              count(*) filter (event_type = 'impression')::integer as impressions,
              count(*) filter (event_type = 'click')::integer as clicks
       from '${file}' where counted group by all`,
    );
    return sum(result.getRowObjects() as unknown as Totals[]);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

function assertSameTotals(replay: Timed, duck: Timed) {
  if (replay.totals.impressions !== duck.totals.impressions || replay.totals.clicks !== duck.totals.clicks)
    throw new Error(
      `${replay.name} counted ${JSON.stringify(replay.totals)}, DuckDB ${JSON.stringify(duck.totals)}`,
    );
}

function table(
  run: { generateMs: number; exported: number; size: number },
  measured: Timed[],
  duck: Timed,
): string {
  const lines = [
    `### Analytics over ${whole(EVENTS)} ad traffic events`,
    '',
    `Log written in ${fixed(run.generateMs / 1000, 1)} s; the export holds ${whole(run.exported)} rows in ` +
      `${fixed(run.size / 1_048_576, 1)} MB of Parquet. Each recorded-flag replay's counted impressions and clicks equal DuckDB's; the rule-3 replays agree.`,
    '',
    '| what | time | events/s | ÷ DuckDB time |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const row of [...measured, duck]) {
    const rate = EVENTS / (row.ms / 1000);
    lines.push(
      `| ${row.name} | ${fixed(row.ms / 1000, 2)} s | ${whole(rate)} | ${fixed(row.ms / duck.ms, 1)}× |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
