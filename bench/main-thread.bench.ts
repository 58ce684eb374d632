import { chromium, type Browser } from 'playwright-core';
import { baselineTree } from './support/baseline-tree.ts';
import { chromiumArgs, chromiumPath, japaneseFaceNote, PAGES, serveFloorPage } from './support/browser.ts';
import { createThrowawayDatabase } from './support/database.ts';
import { startStack } from './support/stack.ts';
import { percentile } from './support/stats.ts';

/** Chrome DevTools' own "4× slowdown", a mid-range phone: every task takes four times as long, none stalls. */
const CPU_SLOWDOWN = 4;
/** `--against=<commit>`: this build and that commit's, measured in turns (see `compareWithBaseline`). */
const AGAINST = process.argv.find((arg) => arg.startsWith('--against='))?.slice('--against='.length);
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? (AGAINST ? 6 : 3));
/** How long after the load event the page is watched: its data answers and renders within it. */
const WATCH_MS = 7_000;

interface Run {
  /** Main-thread time spent working (not idle), from navigation to the end of the watch. */
  busyMs: number;
  /** Blocking time after the first contentful paint: each long task's time over 50 ms, summed. */
  blockingMs: number;
  longestTaskMs: number;
  /** When the page first painted: work moved before it is not counted as blocking. */
  fcpMs: number;
}

/**
 * The main thread of each page as a phone's CPU runs it, without Lighthouse's simulation: Chromium's CPU
 * throttled 4× by DevTools, a 412 px phone viewport, the long tasks the page itself reports and the CPU
 * profile's busy time. Beside the same figures for a bare static page, in the same run.
 */
export async function runMainThreadBench(databaseUrl: string): Promise<string> {
  return AGAINST ? compareWithBaseline(databaseUrl, AGAINST) : measureThisBuild(databaseUrl);
}

async function measureThisBuild(databaseUrl: string): Promise<string> {
  const stack = await startStack(databaseUrl);
  const floor = await serveFloorPage();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const rows = [`| bare static page (floor) | ${summary(await runs(browser, floor.url))} |`];
    for (const page of PAGES) rows.push(`| ${page} | ${summary(await runs(browser, stack.url + page))} |`);
    return [
      `### Main thread at 4× CPU (DevTools throttling, 412 px phone viewport; production build), median of ${RUNS}`,
      '',
      japaneseFaceNote(),
      '',
      '| page | busy | blocking after FCP | longest task | FCP | runs (blocking ms) |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      ...rows,
    ].join('\n');
  } finally {
    await browser.close();
    floor.server.close();
    await stack.stop();
  }
}

/**
 * This build against another commit's, page by page, their runs in turns (A B, B A, …): on a machine whose
 * speed drifts from minute to minute, only runs this close together compare. Three runs each, one after the
 * other, gave the same build a blocking time of 445 ms, then 677 ms a few minutes later.
 */
async function compareWithBaseline(databaseUrl: string, revision: string): Promise<string> {
  const baseline = await baselineTree(revision);
  const baselineDatabase = await createThrowawayDatabase();
  const stopping: (() => Promise<unknown>)[] = [baseline.remove, baselineDatabase.drop];
  try {
    const stacks = {
      this: await startStack(databaseUrl),
      baseline: await baseline.startStack(baselineDatabase.url),
    };
    stopping.unshift(stacks.this.stop, stacks.baseline.stop);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    stopping.unshift(() => browser.close());
    const rows: string[] = [];
    for (const page of PAGES) {
      const measured: Record<keyof typeof stacks, Run[]> = { this: [], baseline: [] };
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? (['baseline', 'this'] as const) : (['this', 'baseline'] as const);
        for (const build of order) measured[build].push(await measure(browser, stacks[build].url + page));
      }
      rows.push(`| ${page} | ${baseline.commit} | ${summary(measured.baseline)} |`);
      rows.push(`| ${page} | this build | ${summary(measured.this)} |`);
    }
    return [
      `### Main thread at 4× CPU, this build against ${baseline.commit}, runs in turns, median of ${RUNS}`,
      '',
      japaneseFaceNote(),
      '',
      '| page | build | busy | blocking after FCP | longest task | FCP | runs (blocking ms) |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- |',
      ...rows,
    ].join('\n');
  } finally {
    for (const stop of stopping) await stop();
  }
}

async function runs(browser: Browser, url: string): Promise<Run[]> {
  const result: Run[] = [];
  for (let run = 0; run < RUNS; run++) result.push(await measure(browser, url));
  return result;
}

function summary(runs: Run[]): string {
  const ms = (values: number[]) => `${Math.round(percentile(values, 50))} ms`;
  return [
    ms(runs.map((run) => run.busyMs)),
    ms(runs.map((run) => run.blockingMs)),
    ms(runs.map((run) => run.longestTaskMs)),
    ms(runs.map((run) => run.fcpMs)),
    runs.map((run) => Math.round(run.blockingMs)).join(', '),
  ].join(' | ');
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WATCH_MS);
    const { profile } = await cdp.send('Profiler.stop');
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    const samples = profile.samples ?? [];
    const sampleMs = (profile.endTime - profile.startTime) / 1000 / Math.max(1, samples.length);
    return {
      busyMs: samples.filter((id) => !idle.has(id)).length * sampleMs,
      blockingMs: tasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      longestTaskMs: Math.max(0, ...tasks.map(([, d]) => d)),
      fcpMs: fcp,
    };
  } finally {
    await context.close();
  }
}
