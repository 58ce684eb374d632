import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { createPool } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import { exportAdTraffic } from '@nsg/projections/traffic-export/traffic-export.ts';
import { parseArgsOrExit, statsRangeOrExit } from './cli-args.ts';

const usage = `Usage:
  npm run export -- ad-traffic --from YYYY-MM-DD --to YYYY-MM-DD --out <file.parquet>
Writes the ad traffic events (impressions, image views, clicks) of those Hawaii days as Parquet, one row per
event, without personal data: visitor, device and network keys are pseudonyms of this export only.`;

const { values, positionals } = parseArgsOrExit(
  { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
  usage,
);
if (positionals[0] !== 'ad-traffic' || !values.out) {
  console.error(usage);
  process.exit(2);
}
const range = statsRangeOrExit(values.from, values.to);

const config = loadConfigOrExit();
const pool = createPool(config.DATABASE_URL, 2);
const store = createEventStore(config, pool);
try {
  const result = await exportAdTraffic(store, range, values.out);
  console.error(
    `${result.rows} events written to ${values.out} (${result.erasedRows} of erased people, without their keys)`,
  );
} finally {
  await store.close();
  await pool.end();
}
