import type { LogPosition } from '@nsg/domain/shared/events.ts';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { allProjections, setBasedProjections } from '@nsg/projections/all-projections.ts';
import { oneEventAtATime } from '@nsg/projections/runner/page-apply.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import type { Projection } from '@nsg/projections/runner/projection.ts';
import { rebuildProjections, type RebuildReport } from '@nsg/projections/runner/rebuild.ts';
import { writeMixedLog } from '@nsg/projections/testing/mixed-log.ts';
import { createThrowawayDatabase } from './support/database.ts';
import { fixed, whole } from './support/stats.ts';

/**
 * `projections rebuild all` (the same `rebuildProjections` the CLI calls) over a generated log of
 * 1,000,000 events, beside the same rebuild applying one statement per event (each projection's
 * `apply` given one event at a time) over a 20,000-event log in a second database.
 */
const bigLog = 1_000_000;
const smallLog = 20_000;

export async function runReplayBench(databaseUrl: string): Promise<string> {
  const baseline = await createThrowawayDatabase();
  try {
    const perEvent = await replay(baseline.url, smallLog, allProjections.map(oneEventAtATime));
    const batched = await replay(databaseUrl, bigLog, allProjections);
    return table(batched, perEvent);
  } finally {
    await baseline.drop();
  }
}

interface Replay {
  events: number;
  generateMs: number;
  readMs: number;
  rebuildMs: number;
  reports: RebuildReport[];
  countsByType: Map<string, number>;
}

async function replay(
  databaseUrl: string,
  events: number,
  projections: readonly Projection[],
): Promise<Replay> {
  const pool = createPool(databaseUrl, 20);
  const db = createDb<ReadModelTables>(pool);
  const store = createPostgresEventStore(pool);
  try {
    let started = performance.now();
    await writeMixedLog(pool, events);
    await pool.query('vacuum analyze events');
    const generateMs = performance.now() - started;
    const { rows } = await pool.query<{ type: string; count: string }>(
      'select type, count(*) from events group by type',
    );
    started = performance.now();
    let from: LogPosition | 'start' = 'start';
    for (;;) {
      const page = await store.readAll({ from, limit: 5_000 });
      if (page.length === 0) break;
      from = page.at(-1)!.logPosition;
    }
    const readMs = performance.now() - started;
    started = performance.now();
    const reports = await rebuildProjections(projections, {
      db,
      pool,
      store,
      logger: createLogger('bench', 'silent'),
    });
    const rebuildMs = performance.now() - started;
    return {
      events,
      generateMs,
      readMs,
      rebuildMs,
      reports,
      countsByType: new Map(rows.map((row) => [row.type, Number(row.count)])),
    };
  } finally {
    await store.close();
    await db.destroy();
  }
}

function table(batched: Replay, perEvent: Replay): string {
  const rate = (report: RebuildReport) => report.events / (report.applyMs / 1000);
  const rows = batched.reports.map((report, index) => {
    const projection = allProjections[index]!;
    const own =
      projection.eventTypes === 'all'
        ? batched.events
        : [...projection.eventTypes].reduce((sum, type) => sum + (batched.countsByType.get(type) ?? 0), 0);
    const before = perEvent.reports[index]!;
    const mode = setBasedProjections.includes(projection) ? 'set-based pages' : 'per event';
    return `| ${report.name} | ${whole(own)} | ${mode} | ${whole(rate(report))} | ${fixed(report.applyMs / 1000)} | ${whole(rate(before))} | ${fixed(rate(report) / rate(before))}× | ${report.outcome} |`;
  });
  return [
    `### Replay: \`projections rebuild all\` over ${whole(batched.events)} generated events`,
    '',
    '| projection | events of its types | apply | events/s | apply s | one statement per event: events/s | ratio | outcome |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `Whole rebuild of all ${batched.reports.length} read models: ${fixed(batched.rebuildMs / 1000)} s ` +
      `(${whole(batched.events / (batched.rebuildMs / 1000))} events/s through every projection). ` +
      `Reading the log alone (pages of 5,000): ${whole(batched.events / (batched.readMs / 1000))} events/s. ` +
      `Generating the log (bulk INSERT … unnest into the events table): ${fixed(batched.generateMs / 1000)} s. ` +
      'Events/s per projection = events of the whole log passed through that projection ÷ its time applying ' +
      'pages and advancing its checkpoint (each page of 5,000 is read once for all projections, the next read ' +
      'overlapping the applies; the first projection of each page, catalog, also bears most of the decoding ' +
      `of that read, which runs on the same thread). Baseline: the same rebuild over a ${whole(perEvent.events)}-event log of the ` +
      'same mix with one statement per event (`apply` only), which is how catch-up worked before. ' +
      'Mix per 1,000 events: 500 ad impressions/clicks, 130 review submissions/moderations, 155 eco challenge ' +
      'starts/completions/reviews, 95 listing events, 120 survey answers.',
  ].join('\n');
}
