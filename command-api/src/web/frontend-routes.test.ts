import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackAllowedMethods } from '../http/method-not-allowed.ts';
import { frontendRoutes } from './frontend-routes.ts';

let dir: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nsg-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta\n name="description"\n content="The generic one." />' +
      '<title>North Shore Guide</title></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
  // The route table, as the frontend's server build gives it.
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    `export const pagePaths = () => ['/', '/shop', '/beach/$id', '/business/$id', '/advertiser/campaign/$id/edit'];`,
  );
  app = Fastify();
  await app.register(fastifyCookie);
  const methods = trackAllowedMethods(app);
  const names = {
    beach: async (id: number) => (id === 1 ? { name: 'Waimea Bay', image: null } : null),
    business: async (id: number) =>
      id === 7 ? { name: 'Kono\'s "North Shore" <Grill>', image: null, category: 'Food & Drink' } : null,
    headerImages: async () => [],
  };
  await app.register(
    frontendRoutes(dir, path.join(dir, 'uploads'), 'https://northshore.example', methods, names, {
      serverBuildDir: path.join(dir, 'server'),
    }),
  );
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built frontend as served', () => {
  it('sends hashed assets compressed as the browser asks, cached for a year', async () => {
    const brotli = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('always revalidates the service worker and pages; robots.txt is a robots file, not the app', async () => {
    expect((await app.inject({ url: '/service-worker.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/beach/1' })).headers['cache-control']).toBe('no-cache');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /admin');
  });
});

describe("pages in the visitor's language", () => {
  it('serves /ja pages in Japanese, each page linking to itself in both languages', async () => {
    const page = await app.inject({ url: '/ja/beach/1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ja"');
    expect(page.body).toContain(
      '<link rel="alternate" hreflang="en" href="https://northshore.example/beach/1" />',
    );
    expect(page.body).toContain(
      '<link rel="alternate" hreflang="ja" href="https://northshore.example/ja/beach/1" />',
    );
    expect(page.body).toContain('hreflang="x-default" href="https://northshore.example/beach/1"');
    expect((await app.inject({ url: '/ja' })).body).toContain('<html lang="ja"');
  });

  it('sends a Japanese browser to the Japanese page, unless the visitor chose English', async () => {
    const japanese = { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' };
    const redirected = await app.inject({ url: '/beach/1?from=share', headers: japanese });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/ja/beach/1?from=share');
    expect(redirected.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const chose = await app.inject({ url: '/beach/1', headers: { ...japanese, cookie: 'nsg_lang=en' } });
    expect(chose.statusCode).toBe(200);
    expect(chose.body).toContain('<html lang="en"');
    const saved = await app.inject({ url: '/', headers: { cookie: 'nsg_lang=ja' } });
    expect(saved.headers.location).toBe('/ja');
    const english = await app.inject({ url: '/', headers: { 'accept-language': 'en-US,ja;q=0.5' } });
    expect(english.statusCode).toBe(200);
  });

  it('keeps a choice made on a link before the app took over: ?lang= saves it and goes to that page', async () => {
    const japanese = { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' };
    const chose = await app.inject({ url: '/beach/1?from=share&lang=en', headers: japanese });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/beach/1?from=share');
    expect(chose.headers['set-cookie']).toMatch(/^nsg_lang=en; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const toJapanese = await app.inject({ url: '/ja/beach/1?lang=ja' });
    expect(toJapanese.headers.location).toBe('/ja/beach/1');
    expect(toJapanese.headers['set-cookie']).toMatch(/^nsg_lang=ja;/);
    const fromJapanese = await app.inject({ url: '/ja?lang=en', headers: japanese });
    expect(fromJapanese.headers.location).toBe('/');
    // Anything else in lang is no choice: the page is served or sent as without it.
    const unknown = await app.inject({ url: '/beach/1?lang=fr', headers: japanese });
    expect(unknown.headers.location).toBe('/ja/beach/1?lang=fr');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  const head = async (url: string) => {
    const page = await app.inject({ url });
    return {
      status: page.statusCode,
      title: /<title>([^<]*)<\/title>/.exec(page.body)?.[1],
      description: /<meta name="description" content="([^"]*)"/.exec(page.body)?.[1],
      count: page.body.match(/name="description"/g)?.length,
    };
  };

  it('gives each page its own title and description, escaped, in the language of the page', async () => {
    expect(await head('/beach/1')).toMatchObject({ title: 'Waimea Bay | North Shore Guide', count: 1 });
    expect((await head('/beach/1')).description).toMatch(/^Waimea Bay: today's surf hazard rating/);
    expect(await head('/business/7')).toMatchObject({
      title: "Kono's &quot;North Shore&quot; &lt;Grill&gt; | North Shore Guide",
    });
    expect(await head('/ja/local-tips')).toMatchObject({
      status: 200,
      title: '地元の人のおすすめ | North Shore Guide',
    });
    expect((await head('/ja/beach/1')).description).toMatch(/^Waimea Bay：今日の波の危険度/);
    expect((await head('/ja')).description).toMatch(/オアフ島ノースショア/);
    const descriptions = await Promise.all(['/', '/shop', '/local-tips', '/beach/1'].map(head));
    expect(new Set(descriptions.map((page) => page.description)).size).toBe(4);
  });

  it('answers 404 for a page that does not exist, titled in its language, with the app to show it', async () => {
    expect(await head('/no-such-page')).toMatchObject({
      status: 404,
      title: '404 Page Not Found | North Shore Guide',
    });
    expect(await head('/ja/no-such-page')).toMatchObject({
      status: 404,
      title: '404 ページが見つかりません | North Shore Guide',
    });
    expect(await head('/beach/999')).toMatchObject({
      status: 404,
      title: 'Beach Not Found | North Shore Guide',
    });
    expect(await head('/ja/beach/99')).toMatchObject({
      status: 404,
      title: 'ビーチが見つかりません | North Shore Guide',
    });
    expect(await head('/beach/pipeline')).toMatchObject({ status: 404 });
    expect(await head('/business/8')).toMatchObject({
      status: 404,
      title: 'Business Not Found | North Shore Guide',
    });
    // Pages of the route table that need no catalog entry are there, whatever their parameters.
    expect((await head('/advertiser/campaign/5/edit')).status).toBe(200);
    expect((await head('/shop/')).status).toBe(200);
    expect((await app.inject({ url: '/no-such-page' })).headers['content-type']).toMatch(/^text\/html/);
  });

  it("asks for a beach or business page's picture in its head, before the code that draws it has run", async () => {
    const imagePreloads = async (url: string) =>
      (await app.inject({ url })).body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(await imagePreloads('/beach/1')).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/images/beaches/waimea.svg" />',
    ]);
    expect(await imagePreloads('/ja/beach/1')).toHaveLength(1);
    expect(await imagePreloads('/business/7')).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/images/businesses/food-drink.svg" />',
    ]);
    expect(await imagePreloads('/beach/999')).toEqual([]);
    expect(await imagePreloads('/shop')).toEqual([]);
  });
});

describe('a page path is text, never a template', () => {
  it.each(["$'NOTICE:_this_site_has_moved", '$&NOTICE', '$`NOTICE', '$$NOTICE'])(
    'puts %s into the shell nowhere but its escaped links',
    async (spelling) => {
      const page = await app.inject({ url: `/about${spelling}` });
      expect(page.statusCode).toBeLessThan(500);
      const outsideLinks = page.body.replace(/<link rel="alternate"[^>]*>/g, '');
      expect(outsideLinks).not.toContain('NOTICE');
      expect(page.body.match(/<head>/g)).toHaveLength(1);
      expect(page.body.match(/<\/head>/g)).toHaveLength(1);
    },
  );
});
