import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath, japaneseFaceNote, PAGES, serveFloorPage } from './support/browser.ts';
import { startStack } from './support/stack.ts';

/** `LIGHTHOUSE_PRESETS=mobile` audits only that preset. */
const PRESETS = (process.env.LIGHTHOUSE_PRESETS?.split(',') ?? ['mobile', 'desktop']) as Row['preset'][];
/** Runs per page and preset; each band's row shows its run with the median performance score. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/**
 * Lighthouse's CPU `benchmarkIndex` at or below this is a mid-range phone's speed: the machine is busy.
 * Above it the machine was idle, and the same page scores 20–30 points more.
 */
const PHONE_BENCHMARK_INDEX = 1200;
/** Set to a folder to keep each page's full Lighthouse report (JSON) for a closer look. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Issue targets: performance ≥ 90 on mobile and ≥ 95 on desktop; the other categories ≥ 95; CLS < 0.1. */
const TARGET = { mobile: 90, desktop: 95, others: 95, cls: 0.1 };

interface Row {
  page: string;
  preset: 'mobile' | 'desktop';
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own failure (e.g. NO_FCP), when it could not measure the page. */
  error?: string;
  /** Lighthouse's CPU speed figure for this run's machine (`lhr.environment.benchmarkIndex`). */
  benchmarkIndex: number;
  /** Which runs the row is the median of: `busy` (benchmarkIndex ≤ 1,200) or `idle` (above). */
  band?: Band;
  /** Every run of the band, lowest score first: performance score @ benchmarkIndex, and any failure. */
  range?: string[];
}

type Band = 'busy' | 'idle';

/**
 * Google Lighthouse (mobile preset and desktop) against the production build served by the API in
 * production mode, beside the same run's figures for a bare static page. Run `npm run build` first.
 */
export async function runLighthouseBench(databaseUrl: string): Promise<string> {
  const stack = await startStack(databaseUrl);
  const floor = await serveFloorPage();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  try {
    const rows: Row[] = [];
    for (const preset of PRESETS) {
      rows.push(...(await medianAudits(chrome.port, floor.url, 'bare static page (floor)', preset)));
      for (const page of PAGES)
        rows.push(...(await medianAudits(chrome.port, `${stack.url}${page}`, page, preset)));
    }
    return table(rows);
  } finally {
    chrome.kill();
    floor.server.close();
    await stack.stop();
  }
}

/**
 * Lighthouse's simulated throttling scales the main-thread work it observes, so a busy machine moves a
 * page's score by 10 points between runs: each band's median is what the table shows, one row per band
 * that had runs, so a busy run and an idle run are never averaged into one figure.
 */
async function medianAudits(port: number, url: string, page: string, preset: Row['preset']): Promise<Row[]> {
  const runs: Row[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(port, url, page, preset));
  return (['busy', 'idle'] as const)
    .map((band) =>
      medianOfBand(
        runs.filter((run) => bandOf(run.benchmarkIndex) === band),
        band,
      ),
    )
    .filter((row) => row !== undefined);
}

function bandOf(benchmarkIndex: number): Band {
  return benchmarkIndex <= PHONE_BENCHMARK_INDEX ? 'busy' : 'idle';
}

function medianOfBand(runs: Row[], band: Band): Row | undefined {
  if (runs.length === 0) return undefined;
  const sorted = [...runs].sort((a, b) => a.scores.performance! - b.scores.performance!);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const range = sorted.map(
    (run) =>
      `${run.scores.performance} @ ${run.benchmarkIndex.toFixed(0)}${run.error ? ` (${run.error})` : ''}`,
  );
  return { ...median, band, range };
}

async function audit(port: number, url: string, page: string, preset: Row['preset']): Promise<Row> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${preset}-${page.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
    writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(result.lhr, null, 1));
  }
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  );
  return {
    page,
    preset,
    scores,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    error: result.lhr.runtimeError?.code,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

function table(rows: Row[]): string {
  const meets = (row: Row) =>
    row.scores.performance! >= TARGET[row.preset] &&
    CATEGORIES.slice(1).every((id) => row.scores[id]! >= TARGET.others) &&
    row.cls < TARGET.cls;
  return [
    '### Lighthouse 13 (headless Chromium, simulated throttling; production build)',
    '',
    `${RUNS} runs per page and preset, split by Lighthouse's CPU \`benchmarkIndex\`: "busy" rows are the ` +
      `median of runs at or below ${PHONE_BENCHMARK_INDEX} (a mid-range phone's speed), "idle" rows of runs ` +
      `above it ("runs": each run's performance score @ benchmarkIndex). ${japaneseFaceNote()}`,
    '',
    '| page | preset | band | performance | accessibility | best practices | SEO | LCP | TBT | CLS | runs | targets |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.preset} | ${row.band ?? ''} | ${CATEGORIES.map((id) => row.scores[id]).join(' | ')} | ` +
        `${(row.lcpMs / 1000).toFixed(1)} s | ${row.tbtMs.toFixed(0)} ms | ${row.cls.toFixed(3)} | ` +
        `${row.range?.join(', ') ?? ''} | ` +
        `${row.page.includes('floor') ? '(floor)' : meets(row) ? 'met' : 'not met'}` +
        `${row.error ? ` (Lighthouse: ${row.error})` : ''} |`,
    ),
  ].join('\n');
}
