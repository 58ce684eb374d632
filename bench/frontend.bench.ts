import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApp } from '@nsg/command-api/app.ts';
import { seedCatalog } from '@nsg/command-api/catalog/seed-catalog.ts';
import { createAppDeps } from '@nsg/command-api/deps.ts';
import { FRONTEND_DIST } from '@nsg/command-api/web/frontend-routes.ts';
import { loadConfig } from '@nsg/platform/config.ts';
import { EVENTS_CHANNEL } from '@nsg/platform/event-store/postgres-event-store.ts';
import { allProjections } from '@nsg/projections/all-projections.ts';
import { startProjectionRunner } from '@nsg/projections/runner/projection-runner.ts';
import { chromiumPath } from './support/browser.ts';

/** Budget for the home route's first load (gzipped JavaScript), maps deferred. */
const HOME_BUDGET_KB = 250;
const LCP_RUNS = 5;

/**
 * The frontend's weight and speed, from the production build in frontend/dist (run `npm run build -w frontend`
 * first): the gzipped JavaScript the home page loads before any map is on screen, the largest chunk, and the
 * home page's Largest Contentful Paint in headless Chromium against the real server on `databaseUrl`.
 */
export async function runFrontendBench(databaseUrl: string): Promise<string> {
  const gzipped = await gzippedAssetSizes();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    UPLOAD_DIR: `/tmp/nsg-bench-uploads-${randomBytes(3).toString('hex')}`,
  });
  const deps = await createAppDeps(config);
  const app = await buildApp(deps, { rateLimitNamespace: `bench-${randomBytes(4).toString('hex')}-` });
  await seedCatalog(deps.store);
  const runner = startProjectionRunner({
    db: deps.db,
    pool: deps.pool,
    store: deps.store,
    projections: allProjections,
    logger: deps.logger,
    wakeChannel: EVENTS_CHANNEL,
    pollIntervalMs: 50,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const firstLoads = await Promise.all(
      (['/', '/ja'] as const).map(async (home) => {
        const scripts = await homeFirstLoadScripts(browser, `${baseUrl}${home}`);
        return { home, files: scripts.length, kb: sum(scripts.map((file) => gzipped.get(file) ?? 0)) / 1024 };
      }),
    );
    const [largestName, largestBytes] = [...gzipped.entries()]
      .filter(([file]) => file.endsWith('.js') && !file.includes('worker'))
      .sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
    const lcps: number[] = [];
    for (let run = 0; run < LCP_RUNS; run++) lcps.push(await homeLcp(browser, baseUrl));
    lcps.sort((a, b) => a - b);
    return [
      '### Frontend (production build, headless Chromium, local server)',
      '',
      '| measure | value | budget / note |',
      '| --- | --- | --- |',
      ...firstLoads.map(
        ({ home, files, kb }) =>
          `| ${home} first load, JavaScript gzipped (${files} files) | ${kb.toFixed(1)} KB | ${HOME_BUDGET_KB} KB: ${kb <= HOME_BUDGET_KB ? 'within' : 'OVER'} |`,
      ),
      `| largest chunk, gzipped | ${(largestBytes / 1024).toFixed(1)} KB (${largestName}) | maps: loaded only when a map scrolls into view |`,
      `| home Largest Contentful Paint, median of ${LCP_RUNS} | ${lcps[Math.floor(lcps.length / 2)]!.toFixed(0)} ms | min ${lcps[0]!.toFixed(0)} ms, max ${lcps.at(-1)!.toFixed(0)} ms |`,
    ].join('\n');
  } finally {
    await browser.close();
    await runner.stop();
    await app.close();
    await deps.close();
  }
}

async function gzippedAssetSizes(): Promise<Map<string, number>> {
  const dir = path.join(FRONTEND_DIST, 'assets');
  const sizes = new Map<string, number>();
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.js') && !file.endsWith('.css')) continue;
    sizes.set(file, gzipSync(await readFile(path.join(dir, file)), { level: 9 }).length);
  }
  return sizes;
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** The JavaScript files a home page fetched by the time the network is idle, at the top of the page. */
async function homeFirstLoadScripts(browser: Browser, homeUrl: string): Promise<string[]> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      scripts.add(path.basename(url.pathname));
  });
  await page.goto(homeUrl, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts];
}

async function homeLcp(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.at(-1)?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return lcp;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
