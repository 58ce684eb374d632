/// <reference lib="dom" />
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@nsg/command-api/app.ts';
import { FRONTEND_DIST } from '@nsg/command-api/web/frontend-routes.ts';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

const get = async <T>(url: string) => (await v.t.app.inject({ url })).json<T>();

describe('offline after a first visit to any page', () => {
  it('opens businesses, beaches, local tips and eco-challenges with the network cut after visiting a beach page', async () => {
    const [business] = await get<{ id: number; name: string }[]>('/api/businesses');
    const beaches = await get<{ id: number; name: string }[]>('/api/beaches');
    const [tip] = await get<{ title: string }[]>('/api/local-tips');
    const [challenge] = await get<{ title: string }[]>('/api/eco/challenges');

    const page = await newVisitorPage(v);
    await page.goto(`${v.baseUrl}/beach/${beaches[0]!.id}`);
    await page.getByRole('heading', { name: beaches[0]!.name, level: 1 }).waitFor();
    // The worker took control and keeps what the guide needs, although this visit never saw the home page.
    const cachedPaths = () =>
      page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        const keys = await (await caches.open('nsg-offline-v1-data')).keys();
        return keys.map((request) => new URL(request.url).pathname).sort();
      });
    await expect
      .poll(cachedPaths, { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['/api/beaches', '/api/businesses', '/api/local-tips']));

    await page.context().setOffline(true);

    await page.goto(`${v.baseUrl}/business/${business!.id}`);
    await page.getByRole('heading', { name: business!.name, level: 1 }).waitFor();

    await page.goto(`${v.baseUrl}/beach/${beaches[1]!.id}`);
    await page.getByRole('heading', { name: beaches[1]!.name, level: 1 }).waitFor();
    expect(await page.getByText('Beach Not Found').count()).toBe(0);

    await page.goto(`${v.baseUrl}/local-tips`);
    await page.getByText(tip!.title).first().waitFor();

    await page.goto(`${v.baseUrl}/eco-challenges`);
    await page.getByText(challenge!.title).first().waitFor();
    // What needs the server (this visitor's own progress) says so in words, never a raw browser error.
    await page.getByTestId('progress-unavailable').waitFor();
    expect(await page.getByText('Failed to fetch').count()).toBe(0);

    await page.context().setOffline(false);
    await page.close();
  });

  it("is kept by the offline worker, not by the page's main thread: the page fetches nothing twice, and no list it does not show", async () => {
    const [beach] = await get<{ id: number }[]>('/api/beaches');
    const page = await newVisitorPage(v);
    await page.goto(`${v.baseUrl}/beach/${beach!.id}`);
    const keptLists = () =>
      page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        return (await (await caches.open('nsg-offline-v1-data')).keys()).length;
      });
    await expect.poll(keptLists, { timeout: 15_000 }).toBe(7);
    const fetchedByPage = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(fetchedByPage).not.toContain('/api/eco/rewards');
    const twice = fetchedByPage.filter((path, index) => fetchedByPage.indexOf(path) !== index);
    expect(twice.filter((path) => path.startsWith('/assets/'))).toEqual([]);
    await page.close();
  });

  it('keeps the first visit after a deploy too, asking the new worker when the one of the build before does not answer', async () => {
    // The frontend served from a folder of its own, whose worker is at first one of a build before "keep-offline".
    const dist = await mkdtemp(path.join(tmpdir(), 'nsg-deploy-'));
    await cp(FRONTEND_DIST, dist, { recursive: true });
    const worker = path.join(dist, 'service-worker.js');
    // Served as written, not from the build's compressed copies.
    await Promise.all(['.br', '.gz'].map((suffix) => rm(worker + suffix, { force: true })));
    const thisBuildsWorker = await readFile(worker, 'utf8');
    const keepOfflineHandler = /self\.addEventListener\('message'[^]*?\n\}\);\n/;
    expect(thisBuildsWorker).toMatch(keepOfflineHandler);
    await writeFile(worker, thisBuildsWorker.replace(keepOfflineHandler, ''));
    const app = await buildApp(v.t.deps, {
      frontendDist: dist,
      rateLimitNamespace: `test-deploy-${Date.now()}-`,
    });
    // On a phone the new worker's install (the whole shell) takes longer than the page's start from the
    // old worker's caches: held here until the page has asked the old worker.
    let installHeld = Promise.resolve();
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/offline-assets.json')) await installHeld;
    });
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const page = await newVisitorPage(v);
      // Marks the page once it has asked a worker.
      await page.addInitScript(() => {
        const post = ServiceWorker.prototype.postMessage;
        ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
          document.documentElement.dataset.workerAsked = 'yes';
          return (post as (...a: unknown[]) => void).apply(this, args);
        } as typeof post;
      });
      await page.goto(`${address}/local-tips`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      // The deploy: the next page the visitor opens brings this build's worker, which takes over.
      let releaseInstall = () => {};
      installHeld = new Promise((resolve) => (releaseInstall = resolve));
      await writeFile(worker, thisBuildsWorker);
      await page.goto(`${address}/local-tips`);
      await page.locator('html[data-worker-asked]').waitFor({ state: 'attached' });
      releaseInstall();
      const keptLists = () =>
        page.evaluate(async () => (await (await caches.open('nsg-offline-v1-data')).keys()).length);
      await expect.poll(keptLists, { timeout: 15_000 }).toBe(7);
      await page.close();
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
