import { launchBrowser } from '../e2e/support/browser.ts';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { runConditionsJob, type ConditionsDeps } from '@nsg/workers/conditions/conditions-jobs.ts';
import { startFakeSources } from '@nsg/workers/conditions/fake-sources.ts';
import { fixed, percentile } from './support/stats.ts';
import { startStack } from './support/stack.ts';

/**
 * New buoy reading → changed rating on an open beach page: the worker fetches the reading (from a local
 * fake of NDBC), rates the beaches and appends `BeachHazardAssessed`; the projection runner (its own
 * process) commits and NOTIFYs; the API's hub pushes the change over /api/live; the page refetches and
 * renders the new badge in headless Chromium. Baseline, same run: the page fetching its beach once.
 * Needs the production build (`npm run build`).
 */
const rounds = 20;
const pad = (n: number) => String(n).padStart(2, '0');

function ndbcText(heightM: number, periodS: number, at: Date): string {
  const time = `${at.getUTCFullYear()} ${pad(at.getUTCMonth() + 1)} ${pad(at.getUTCDate())} ${pad(at.getUTCHours())} ${pad(at.getUTCMinutes())}`;
  return [
    '#YY  MM DD hh mm WDIR WSPD GST  WVHT   DPD   APD MWD   PRES  ATMP  WTMP  DEWP  VIS PTDY  TIDE',
    '#yr  mo dy hr mn degT m/s  m/s     m   sec   sec degT   hPa  degC  degC  degC  nmi  hPa    ft',
    `${time}  MM   MM   MM   ${heightM.toFixed(1)}    ${periodS}   9.3 315     MM    MM  25.6    MM   MM   MM    MM`,
  ].join('\n');
}

export async function runBeachHazardBench(databaseUrl: string): Promise<string> {
  const stack = await startStack(databaseUrl);
  const pool = createPool(databaseUrl, 4);
  const store = createPostgresEventStore(pool);
  const fake = await startFakeSources();
  const browser = await launchBrowser();
  const deps: ConditionsDeps = {
    db: createDb<ReadModelTables>(pool),
    store,
    config: fake.config,
    logger: createLogger('bench', 'silent'),
  };
  try {
    fake.fail('/ndbc/51201.spec');
    fake.serve('/nws/alerts/active', JSON.stringify({ type: 'FeatureCollection', features: [] }));
    await runConditionsJob('fetch-alerts', deps); // a current alert check: no alert in force
    const page = await browser.newPage();
    await page.goto(`${stack.url}/beach/1`);
    await page.getByTestId('hazard-panel').waitFor();
    const pipeline: number[] = [];
    const baseline: number[] = [];
    const start = Date.now() - 60 * 60_000;
    for (let round = 0; round < rounds; round++) {
      const [level, heightM, periodS] = round % 2 === 0 ? ['extreme', 5, 16] : ['caution', 0.6, 8];
      fake.serve(
        '/ndbc/51201.txt',
        ndbcText(heightM as number, periodS as number, new Date(start + round * 60_000)),
      );
      const began = performance.now();
      await runConditionsJob('fetch-surf', deps);
      await page.locator(`[data-testid="hazard-panel"] [data-level="${level}"]`).waitFor({ timeout: 15_000 });
      pipeline.push(performance.now() - began);
      baseline.push(
        await page.evaluate(async () => {
          const t0 = performance.now();
          await (await fetch('/api/beaches/1')).json();
          return performance.now() - t0;
        }),
      );
    }
    return report(pipeline, baseline);
  } finally {
    await browser.close();
    await fake.close();
    await store.close();
    await pool.end();
    await stack.stop();
  }
}

function report(pipeline: number[], baseline: number[]): string {
  const p = (samples: number[], q: number) => fixed(percentile(samples, q), 0);
  return [
    '### Beach hazard: new buoy reading → changed rating on an open beach page',
    '',
    '| path | rounds | p50 ms | p95 ms | max ms | p95 vs baseline |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| page fetches its beach once (baseline) | ${baseline.length} | ${p(baseline, 50)} | ${p(baseline, 95)} | ${p(baseline, 100)} | 1.00× |`,
    `| reading → worker → event → projection → websocket → page | ${pipeline.length} | ${p(pipeline, 50)} | ${p(pipeline, 95)} | ${p(pipeline, 100)} | ${fixed(percentile(pipeline, 95) / percentile(baseline, 95), 1)}× |`,
    '',
    'Each round the fake NDBC serves a new reading that flips Pipeline between Caution and Extreme; timed ' +
      'from the start of the worker’s fetch to the new badge in the page (headless Chromium, production build).',
  ].join('\n');
}
