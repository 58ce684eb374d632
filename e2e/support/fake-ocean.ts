import { runConditionsJob, type ConditionsDeps } from '@nsg/workers/conditions/conditions-jobs.ts';
import type { startFakeSources } from '@nsg/workers/conditions/fake-sources.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import type { VisitorApp } from './visitor-app.ts';

export type FakeSources = Awaited<ReturnType<typeof startFakeSources>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An NDBC standard file whose newest row, twenty minutes old, has the given waves. */
function ndbcText(heightM: number, periodS: number, directionDeg: number): string {
  const t = new Date(Date.now() - 20 * 60_000);
  const row = `${t.getUTCFullYear()} ${pad(t.getUTCMonth() + 1)} ${pad(t.getUTCDate())} ${pad(t.getUTCHours())} ${pad(t.getUTCMinutes())}  MM   MM   MM   ${heightM.toFixed(1)}    ${periodS}   9.3 ${directionDeg}     MM    MM  25.6    MM   MM   MM    MM`;
  return [
    '#YY  MM DD hh mm WDIR WSPD GST  WVHT   DPD   APD MWD   PRES  ATMP  WTMP  DEWP  VIS PTDY  TIDE',
    '#yr  mo dy hr mn degT m/s  m/s     m   sec   sec degT   hPa  degC  degC  degC  nmi  hPa    ft',
    row,
  ].join('\n');
}

/**
 * The Waimea buoy (51201) reports these waves twenty minutes ago; its spectral file fails, so the
 * reading's direction is the standard file's own.
 */
export function serveWaimeaSwell(fake: FakeSources, heightM: number, periodS: number, directionDeg: number) {
  fake.serve('/ndbc/51201.txt', ndbcText(heightM, periodS, directionDeg));
  fake.fail('/ndbc/51201.spec');
}

/** Runs the conditions worker's jobs once against the fake sources, then lets the projections catch up. */
export async function runConditionsJobs(v: VisitorApp, fake: FakeSources, jobs: string[]) {
  const deps: ConditionsDeps = {
    db: v.t.deps.db,
    store: v.t.deps.store,
    config: fake.config,
    logger: createLogger('test', 'silent'),
  };
  for (const job of jobs) await runConditionsJob(job, deps);
  await v.t.settle();
}
