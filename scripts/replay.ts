import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { createPool } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import { adStatsCsv, replayAdStats } from '@nsg/projections/advertising/ad-stats-replay.ts';
import { statsRangeSchema } from '@nsg/domain/advertising/stats-range.ts';
import { beachHazardsCsv, replayBeachHazards } from '@nsg/projections/conditions/beach-hazard-replay.ts';

const usage = `Usage:
  npm run replay -- ad-stats --from YYYY-MM-DD --to YYYY-MM-DD [--campaign <id>] [--format csv|json] [--out <file>]
Recomputes ad impressions, clicks and CTR per ad per day (Hawaii time) from the event log itself.
  npm run replay -- beach-hazards [--beach <id>] [--format csv|json] [--out <file>]
Recomputes every beach hazard rating from the inputs recorded with it, and marks where it differs.`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function parseOrExit() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        campaign: { type: 'string' },
        beach: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // An unknown option or a missing value: say what was wrong and how to call it, no stack trace.
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}
const { values, positionals } = parseOrExit();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const adStatsArgsValid =
  positionals[0] === 'ad-stats' &&
  !!values.from &&
  !!values.to &&
  DATE.test(values.from) &&
  DATE.test(values.to);
const beachHazardArgsValid =
  positionals[0] === 'beach-hazards' && (values.beach === undefined || /^\d{1,9}$/.test(values.beach));
if ((!adStatsArgsValid && !beachHazardArgsValid) || !['csv', 'json'].includes(values.format ?? '')) {
  console.error(usage);
  process.exit(2);
}
if (positionals[0] === 'ad-stats') {
  // The same words as the dashboard for a date that does not exist or a range that runs backwards.
  const range = statsRangeSchema.safeParse({ from: values.from, to: values.to });
  if (!range.success) {
    console.error(range.error.issues.map((issue) => issue.message).join('\n'));
    process.exit(2);
  }
}

const config = loadConfigOrExit();
const pool = createPool(config.DATABASE_URL, 2);
const store = createEventStore(config, pool);
try {
  const output = beachHazardArgsValid ? await beachHazardsOutput() : await adStatsOutput();
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

async function beachHazardsOutput(): Promise<string> {
  const rows = await replayBeachHazards(store, values.beach ? { beachId: Number(values.beach) } : {});
  const differing = rows.filter((row) => !row.matches).length;
  console.error(`${rows.length} assessments recomputed, ${differing} differ from what visitors were told`);
  return values.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : beachHazardsCsv(rows);
}
