import { writeFile } from 'node:fs/promises';
import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import { adStatsCsv, replayAdStats } from '@nsg/projections/advertising/ad-stats-replay.ts';
import { analyticsCsv } from '@nsg/projections/analytics/analytics-csv.ts';
import { analyticsQuerySchema, type AnalyticsQuery } from '@nsg/domain/analytics/analytics-query.ts';
import { runAnalyticsReport } from '@nsg/projections/analytics/run-analytics-report.ts';
import { closeFactsMirror } from '@nsg/projections/traffic-facts/facts-mirror.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { beachHazardsCsv, replayBeachHazards } from '@nsg/projections/conditions/beach-hazard-replay.ts';
import { parseArgsOrExit, statsRangeOrExit } from './cli-args.ts';

const usage = `Usage:
  npm run replay -- ad-stats --from YYYY-MM-DD --to YYYY-MM-DD [--campaign <id>] [--format csv|json] [--out <file>]
Recomputes ad impressions, clicks and CTR per ad per day (Hawaii time) from the event log itself.
  npm run replay -- ad-traffic --from YYYY-MM-DD --to YYYY-MM-DD [--by day,placement,language,...]
      [--campaign <id>] [--as-of <position or ISO time>] [--rules recorded|N] [--compare N]
      [--format csv|json] [--out <file>]
Ad traffic by dimensions (day, hour, campaign, ad, image, placement, page, language, device, verdict) as the
analytics workbench shows it: as known at a past log position or time, judged by the recorded flags or again
by a rule version, side by side with a second one.
  npm run replay -- beach-hazards [--beach <id>] [--format csv|json] [--out <file>]
Recomputes every beach hazard rating from the inputs recorded with it, and marks where it differs.`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const { values, positionals } = parseArgsOrExit(
  {
    from: { type: 'string' },
    to: { type: 'string' },
    campaign: { type: 'string' },
    beach: { type: 'string' },
    by: { type: 'string' },
    'as-of': { type: 'string' },
    rules: { type: 'string' },
    compare: { type: 'string' },
    format: { type: 'string', default: 'csv' },
    out: { type: 'string' },
  },
  usage,
);
const adStatsArgsValid =
  positionals[0] === 'ad-stats' &&
  !!values.from &&
  !!values.to &&
  DATE.test(values.from) &&
  DATE.test(values.to);
const adTrafficQuery = positionals[0] === 'ad-traffic' ? adTrafficQueryOrExit() : null;
const beachHazardArgsValid =
  positionals[0] === 'beach-hazards' && (values.beach === undefined || /^\d{1,9}$/.test(values.beach));
if (
  (!adStatsArgsValid && !beachHazardArgsValid && !adTrafficQuery) ||
  !['csv', 'json'].includes(values.format ?? '')
) {
  console.error(usage);
  process.exit(2);
}
// The same words as the dashboard for a date that does not exist or a range that runs backwards.
if (positionals[0] === 'ad-stats') statsRangeOrExit(values.from, values.to);

const config = loadConfigOrExit();
const pool = createPool(config.DATABASE_URL, 2);
const store = createEventStore(config, pool);
try {
  const output = adTrafficQuery
    ? await adTrafficOutput(adTrafficQuery)
    : beachHazardArgsValid
      ? await beachHazardsOutput()
      : await adStatsOutput();
  if (values.out) {
    await writeFile(values.out, output);
    console.error(`written to ${values.out}`);
  } else {
    process.stdout.write(output);
  }
} finally {
  await store.close();
  await pool.end();
}

async function adStatsOutput(): Promise<string> {
  const rows = await replayAdStats(store, {
    from: values.from!,
    to: values.to!,
    ...(values.campaign ? { campaignId: values.campaign } : {}),
  });
  return values.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : adStatsCsv(rows);
}

/** The workbench's query from the options; bad values are named with the workbench's own words. */
function adTrafficQueryOrExit(): AnalyticsQuery {
  const asOf = values['as-of'];
  const number = (text: string | undefined) =>
    text !== undefined && /^\d+$/.test(text) ? Number(text) : text;
  const parsed = analyticsQuerySchema.safeParse({
    from: values.from,
    to: values.to,
    groupBy: values.by ? values.by.split(',').map((name) => name.trim()) : [],
    ...(values.campaign ? { campaignId: values.campaign } : {}),
    ...(asOf === undefined ? {} : /^\d+-\d+$/.test(asOf) ? { asOfPosition: asOf } : { asOfTime: asOf }),
    ...(values.rules ? { rules: number(values.rules) } : {}),
    ...(values.compare ? { compareRules: number(values.compare) } : {}),
  });
  if (parsed.success) return parsed.data;
  console.error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  process.exit(2);
}

async function adTrafficOutput(query: AnalyticsQuery): Promise<string> {
  const db = createDb<ReadModelTables>(pool);
  const report = await runAnalyticsReport({ db, store }, query, {
    onProgress: ({ done, total }) => process.stderr.write(`\r${done} of ${total} log positions read`),
  }).finally(() => closeFactsMirror(db));
  process.stderr.write(`\nas of ${report.asOf.position ?? 'the empty log'} (${report.asOf.at ?? '-'})\n`);
  if (report.judgedAsRecorded > 0)
    console.error(`${report.judgedAsRecorded} events recorded without inputs keep their recorded flag`);
  return values.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : analyticsCsv(report);
}

async function beachHazardsOutput(): Promise<string> {
  const rows = await replayBeachHazards(store, values.beach ? { beachId: Number(values.beach) } : {});
  const differing = rows.filter((row) => !row.matches).length;
  console.error(`${rows.length} assessments recomputed, ${differing} differ from what visitors were told`);
  return values.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : beachHazardsCsv(rows);
}
