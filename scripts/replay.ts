import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { createPool } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import { adStatsCsv, replayAdStats } from '@nsg/projections/advertising/ad-stats-replay.ts';

const usage = `Usage:
  npm run replay -- ad-stats --from YYYY-MM-DD --to YYYY-MM-DD [--campaign <id>] [--format csv|json] [--out <file>]
Recomputes ad impressions, clicks and CTR per ad per day (Hawaii time) from the event log itself.`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    campaign: { type: 'string' },
    format: { type: 'string', default: 'csv' },
    out: { type: 'string' },
  },
});
if (
  positionals[0] !== 'ad-stats' ||
  !values.from ||
  !values.to ||
  !DATE.test(values.from) ||
  !DATE.test(values.to) ||
  !['csv', 'json'].includes(values.format ?? '')
) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfigOrExit();
const pool = createPool(config.DATABASE_URL, 2);
const store = createEventStore(config, pool);
try {
  const rows = await replayAdStats(store, {
    from: values.from,
    to: values.to,
    ...(values.campaign ? { campaignId: values.campaign } : {}),
  });
  const output = values.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : adStatsCsv(rows);
  if (values.out) {
    await writeFile(values.out, output);
    console.error(`${rows.length} rows written to ${values.out}`);
  } else {
    process.stdout.write(output);
  }
} finally {
  await store.close();
  await pool.end();
}
