import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { replayAdStats } from '@nsg/projections/advertising/ad-stats-replay.ts';
import { runAnalyticsReport } from '@nsg/projections/analytics/run-analytics-report.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { random, uuid, writeGeneratedLog } from '@nsg/projections/testing/mixed-log.ts';
import { exportAdTraffic } from '@nsg/projections/traffic-export/traffic-export.ts';
import { fixed, whole } from './support/stats.ts';

/**
 * What an analyst waits for over 1,000,000 ad traffic events: the workbench's replay of the log per day
 * and campaign (recorded flags, and re-judged with another rule version), the Parquet export, beside DuckDB answering the same aggregation over the exported file in the same
 * run (the practical limit here: a columnar engine over a columnar file). Every replay's totals are
 * checked against DuckDB's before any figure is printed.
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
    await writeGeneratedLog(pool, adTrafficLog(EVENTS));
    await pool.query('vacuum analyze events');
    const generateMs = performance.now() - generated;
    const file = path.join(dir, 'ad-traffic.parquet');

    const replays: Timed[] = [];
    const report = (rules: 'recorded' | number) => async () =>
      (await runAnalyticsReport({ db, store }, { ...range, groupBy: ['day', 'campaign'], rules })).totals;
    replays.push(
      await timed('workbench replay, recorded flags, per day and campaign', report('recorded')),
      await timed('replay, recorded flags, per day and ad (`npm run replay -- ad-stats`)', async () => {
        const rows = await replayAdStats(store, range);
        return sum(rows);
      }),
    );
    // Re-judged by rule 3, the totals differ by design: timed, not compared.
    const rejudged = await timed('workbench replay re-judged with rule 3, per day and campaign', report(3));
    let exported = 0;
    const exportRun = await timed('Parquet export (`npm run export -- ad-traffic`)', async () => {
      exported = (await exportAdTraffic(store, range, file)).rows;
      return { impressions: exported, clicks: 0 };
    });
    const duck = await timed('DuckDB over the exported Parquet, per day and campaign', () =>
      duckTotals(file),
    );
    for (const replay of replays) assertSameTotals(replay, duck);
    const size = (await stat(file)).size;
    return table({ generateMs, exported, size }, [...replays, rejudged, exportRun], duck);
  } finally {
    await store.close();
    await pool.end();
    await rm(dir, { recursive: true, force: true });
  }
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

const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148 Safari/604.1';
const PAGES = ['/', '/beach/1', '/beach/3', '/business/2', '/shop', '/ja', '/ja/beach/1', '/events'];
const DEVICES = ['mobile', 'mobile', 'mobile', 'desktop', 'tablet'] as const;
const FLAGS = [null, null, null, null, null, null, null, 'bot', 'frequency', 'no-serve-token'] as const;

/** Ad traffic over 30 days: 40 ads of 10 campaigns, 20,000 visitors, a tenth of it flagged. */
function* adTrafficLog(count: number): Generator<AdTrafficEvent & { streamId: string }> {
  const next = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const spacing = (DAYS * 86_400_000) / count;
  for (let i = 0; i < count; i++) {
    const ad = Math.floor(next() * 40);
    const visitorId = `visitor-${Math.floor(next() * 20_000)}`;
    const data = {
      adId: uuid(10, ad),
      campaignId: uuid(11, ad % 10),
      advertiserId: uuid(12, ad % 5),
      visitorId,
      pageUrl: pick(PAGES),
      deviceType: pick(DEVICES),
      flag: pick(FLAGS),
      imageUrl: null,
      ruleVersion: 2,
      at: new Date(FIRST_DAY + Math.floor(i * spacing)).toISOString(),
      inputs: {
        userAgent: next() < 0.05 ? 'python-requests/2.32' : PHONE_AGENT,
        serve: 'valid' as const,
        cookie: next() < 0.2 ? ('new' as const) : ('returning' as const),
        deviceKey: `device-${Math.floor(next() * 12_000)}`,
        networkKey: `network-${Math.floor(next() * 3_000)}`,
      },
    };
    const streamId = `ad_traffic-${data.adId}-${visitorId}`;
    const x = next();
    if (x < 0.1) yield { streamId, type: 'advertising.AdClickRecorded', data: { ...data, referrer: null } };
    else if (x < 0.15)
      yield {
        streamId,
        type: 'advertising.AdImageViewed',
        data: { ...data, imageUrl: '/uploads/ads/a.webp' },
      };
    else yield { streamId, type: 'advertising.AdImpressionRecorded', data };
  }
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
      `${fixed(run.size / 1_048_576, 1)} MB of Parquet. Each replay's counted impressions and clicks equal DuckDB's.`,
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
