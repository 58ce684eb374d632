import { parseArgs } from 'node:util';
import { statsRangeSchema } from '@nsg/domain/advertising/stats-range.ts';
import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { createPool } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import { exportAdTraffic } from '@nsg/projections/traffic-export/traffic-export.ts';

const usage = `Usage:
  npm run export -- ad-traffic --from YYYY-MM-DD --to YYYY-MM-DD --out <file.parquet>
Writes the ad traffic events (impressions, image views, clicks) of those Hawaii days as Parquet, one row per
event, without personal data: visitor, device and network keys are pseudonyms of this export only.`;

function parseOrExit() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}

const { values, positionals } = parseOrExit();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals[0] !== 'ad-traffic' || !values.out) {
  console.error(usage);
  process.exit(2);
}
// The same words as the dashboard for a date that does not exist or a range that runs backwards.
const range = statsRangeSchema.safeParse({ from: values.from, to: values.to });
if (!range.success) {
  console.error(range.error.issues.map((issue) => issue.message).join('\n'));
  process.exit(2);
}

const config = loadConfigOrExit();
const pool = createPool(config.DATABASE_URL, 2);
const store = createEventStore(config, pool);
try {
  const result = await exportAdTraffic(store, range.data, values.out);
  console.error(
    `${result.rows} events written to ${values.out} (${result.erasedRows} of erased people, without their keys)`,
  );
} finally {
  await store.close();
  await pool.end();
}
