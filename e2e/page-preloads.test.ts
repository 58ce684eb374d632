import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRONTEND_DIST } from '@nsg/command-api/web/frontend-routes.ts';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

/** The hrefs and srcs the page's head asks for before any script has run. */
async function askedInHead(path: string): Promise<Set<string>> {
  const html = await (await fetch(v.baseUrl + path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return new Set(
    [...head.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')),
  );
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * Code the page loads on demand, after its first render (`lazy()`): what the chunks asked for in the head
 * import dynamically, with what those import. Not the entry's: the app itself is one of those.
 */
function loadedOnDemand(asked: Set<string>): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(FRONTEND_DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const add = (name: string) => {
    const chunk = manifest[name]!;
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry && asked.has(`/${chunk.file}`))
      for (const name of chunk.dynamicImports ?? []) add(name);
  }
  return files;
}

describe("a page's head", () => {
  for (const [path, heading, reads] of [
    ['/beach/1', /Banzai Pipeline/, ['/api/beaches/1', '/api/reviews?type=beach&targetId=1']],
    ['/ja/beach/1', /Banzai Pipeline/, ['/api/beaches/1', '/api/reviews?type=beach&targetId=1']],
    ['/business/1', /Kaiaka Shave Ice/, ['/api/businesses/1', '/api/reviews?type=business&targetId=1']],
    ['/shop', /Shop/, ['/api/products']],
    ['/ja/shop', /ショップ/, ['/api/products']],
  ] as const) {
    it(`asks at once for all the code, styles and data of ${path}'s first render, and the app uses them`, async () => {
      const asked = await askedInHead(path);
      for (const read of reads) expect(asked, read).toContain(read);

      const page = await newVisitorPage(v, { viewport: { width: 412, height: 823 } });
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.goto(v.baseUrl + path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const firstRender = requests.map((request) => new URL(request.url()));
      const code = firstRender.filter((url) => /\.(js|css)$/.test(url.pathname)).map((url) => url.pathname);
      const onDemand = loadedOnDemand(asked);
      expect(code.filter((file) => !asked.has(file) && !onDemand.has(file))).toEqual([]);
      // Each read is made once: the app's own fetch takes the answer the head asked for.
      for (const read of reads) {
        expect(firstRender.filter((url) => url.pathname + url.search === read)).toHaveLength(1);
      }
      await page.close();
    });
  }

  it("shows a beach page's main content and picture before it asks for what is beside them", async () => {
    expect(await askedInHead('/beach/1')).toContain('/images/beaches/pipeline.svg');
    const page = await newVisitorPage(v, { viewport: { width: 412, height: 823 } });
    await page.goto(`${v.baseUrl}/beach/1`);
    await page.getByRole('heading', { level: 1, name: /Banzai Pipeline/ }).waitFor();
    const besidePaths = ['/api/weather', '/api/surf', '/api/surf-outlook', '/api/alerts', '/api/beaches'];
    await page.waitForFunction(
      (paths) => paths.every((path) => performance.getEntriesByName(location.origin + path).length > 0),
      besidePaths,
    );
    const timings = await page.evaluate((paths) => {
      const startOf = (path: string) => performance.getEntriesByName(location.origin + path)[0]?.startTime;
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        picture: startOf('/images/beaches/pipeline.svg')!,
        beside: paths.map((path) => [path, startOf(path)] as const),
      };
    }, besidePaths);
    expect(timings.picture).toBeLessThan(timings.firstPaint);
    for (const [path, start] of timings.beside) expect(start, path).toBeGreaterThan(timings.firstPaint);
    // The Follow button's settings code comes only when it is pressed (start-code.test.ts).
    await page.close();
  });

  it('keeps the build manifest it reads to itself', async () => {
    const answer = await (await fetch(`${v.baseUrl}/.vite/manifest.json`)).text();
    expect(answer).not.toContain('tsr-split');
  });
});
