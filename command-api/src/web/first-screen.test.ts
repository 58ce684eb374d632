import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { trackAllowedMethods } from '../http/method-not-allowed.ts';
import { FRONTEND_DIST, FRONTEND_SERVER_BUILD, frontendRoutes } from './frontend-routes.ts';

const UPLOAD = '/uploads/catalog/0f8fad5b-d9cb-469f-a165-70867728950e';
const names = {
  beach: async (id: number) => (id === 1 ? { name: 'Waimea Bay', image: null } : null),
  business: async () => null,
  headerImages: async () => [
    { id: 4, position: 1, imageUrl: `${UPLOAD}-large.webp`, altText: 'Surfers at Pipeline', altTextJa: '' },
    {
      id: 1,
      position: 2,
      imageUrl: '/images/hero.svg',
      altText: 'The North Shore',
      altTextJa: 'ノースショア',
    },
  ],
};
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The API's page routes over the real production build (`npm run build` makes both of its halves). */
async function serve(serverBuildDir = FRONTEND_SERVER_BUILD) {
  const warnings: string[] = [];
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
  });
  await app.register(fastifyCookie);
  const methods = trackAllowedMethods(app);
  await app.register(
    frontendRoutes(FRONTEND_DIST, tmpdir(), undefined, methods, names, { serverBuildDir, drawAtStart: true }),
  );
  apps.push(app);
  return { app, warnings };
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));

describe('first screens drawn by the server', () => {
  it('sends the home page drawn, with its stylesheets, gzipped when the browser takes it', async () => {
    const { app } = await serve();
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(page.rawPayload).toString();
    expect(rootOf(html)).toMatch(/<div id="root" data-first-screen="\/" data-drawn-at="\d+">/);
    expect(rootOf(html)).toContain('Discover Oahu&#x27;s North Shore');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/app-[\w-]+\.css" \/>/);
    // Head tags and scripts stay out of the body: the page's own title and meta are in its head.
    expect(rootOf(html)).not.toMatch(/<title|<meta |<script/);
  });

  it("links the stylesheets of every class the drawn home page uses, and not other pages' stylesheets", async () => {
    const { app } = await serve();
    for (const home of ['/', '/ja']) {
      const html = (await app.inject({ url: home })).body;
      const linked = new Set(
        [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)"/g)].map(
          (m) => m[1]!,
        ),
      );
      const drawnClasses = new Set(
        [...rootOf(html).matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)),
      );
      const stylesheets = readdirSync(path.join(FRONTEND_DIST, 'assets'))
        .filter((file) => file.endsWith('.css'))
        .map((file) => `assets/${file}`);
      const needed = stylesheets.filter((file) =>
        [...readFileSync(path.join(FRONTEND_DIST, file), 'utf8').matchAll(/\.([\w-]+)/g)].some((m) =>
          drawnClasses.has(m[1]!),
        ),
      );
      expect(needed.filter((file) => !linked.has(file))).toEqual([]);
      // Code the home page does not load brings its own stylesheet with it: a chart's, a dialog's.
      expect([...linked].filter((file) => /\/(grid-chart|review-dialog|business)-/.test(file))).toEqual([]);
    }
  });

  it('draws the page in the phase of the day it is drawn at, on <html>, and leaves undrawn pages to the app', async () => {
    // 10 am in Honolulu: the "day" phase, whose header gradient runs #9dd4f2 → #6bdcc9.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-21T20:00:00Z'));
    try {
      const { app } = await serve();
      const home = (await app.inject({ url: '/ja' })).body;
      expect(home).toMatch(
        /^<!doctype html>\s*<html data-phase="day" style="--phase-from: #9dd4f2; --phase-to: #6bdcc9; --phase-text: #06263a" lang="ja"/i,
      );
      const beach = (await app.inject({ url: '/beach/1' })).body;
      expect(beach).not.toContain('data-phase');
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the Japanese home page in Japanese, and leaves pages that need data to the browser', async () => {
    const { app } = await serve();
    const japanese = await app.inject({ url: '/ja' });
    expect(rootOf(japanese.body)).toContain('data-first-screen="/ja"');
    expect(rootOf(japanese.body)).toContain('オアフ島ノースショア');
    expect(rootOf(japanese.body)).not.toContain('Discover');
    const beach = await app.inject({ url: '/beach/1' });
    expect(beach.statusCode).toBe(200);
    expect(beach.body).toContain('<div id="root"></div>');
  });

  it('draws the first header image chosen by the screen’s width, its alt text in the page’s language', async () => {
    const { app } = await serve();
    const english = rootOf((await app.inject({ url: '/' })).body);
    const image = /<img [^>]*>/.exec(english)![0];
    expect(image).toContain(`src="${UPLOAD}-large.webp"`);
    expect(image).toContain(
      `srcSet="${UPLOAD}-small.webp 400w, ${UPLOAD}-medium.webp 800w, ${UPLOAD}-large.webp 1200w"`,
    );
    expect(image).toContain('sizes="100vw"');
    expect(image).toContain('alt="Surfers at Pipeline"');
    expect(image).toContain('fetchPriority="high"');
    // The next one comes after the first paint, lazily: not in the first screen.
    expect(english).not.toContain('/images/hero.svg');
    const japanese = await app.inject({ url: '/ja' });
    expect(/<img [^>]*>/.exec(rootOf(japanese.body))![0]).toMatch(
      /alt="Surfers at Pipeline"[^>]* lang="en"|lang="en"[^>]*alt="Surfers at Pipeline"/,
    );
    // The app's first render in the browser takes the same images from the page.
    const head = japanese.body.slice(0, japanese.body.indexOf('</head>'));
    expect(head).toContain('<script type="application/json" id="first-screen-data">{"headerImages":[{"id":4');
  });

  it("answers 404 for paths outside the app's route table, and 200 for every page in it", async () => {
    const { app } = await serve();
    const status = async (url: string) => (await app.inject({ url })).statusCode;
    expect(await status('/no-such-page')).toBe(404);
    expect(await status('/ja/no-such-page')).toBe(404);
    expect(await status('/beach/1/extra')).toBe(404);
    for (const url of [
      '/about',
      '/ja/board-hub',
      '/advertiser/login',
      '/advertiser/campaign/3/edit',
      '/admin/reviews',
    ])
      expect(await status(url), url).toBe(200);
  });

  it('sends the page undrawn, and says why, when the server build cannot draw it', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'nsg-server-build-'));
    dirs.push(broken);
    writeFileSync(
      path.join(broken, 'entry-server.js'),
      'export async function renderFirstScreen() { throw new Error("window is not defined"); }',
    );
    const { app, warnings } = await serve(broken);
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(warnings.join('')).toContain('first screen not drawn');
  });
});
