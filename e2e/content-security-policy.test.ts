import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@nsg/command-api/app.ts';
import { startTestApp, type TestApp } from '@nsg/command-api/testing/test-app.ts';
import { launchBrowser } from './support/browser.ts';

/** A page that tries the ways of running script we refuse, beside one script file of our own origin. */
const HOSTILE_PAGE = `<!doctype html>
<html><head><title>CSP probe</title></head><body>
<script>window.inlineRan = true;</script>
<img src="/missing.png" onerror="window.handlerRan = true">
<script src="/own.js"></script>
</body></html>`;

let t: TestApp;
let app: FastifyInstance;
let browser: Browser;
let dist: string;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  dist = await mkdtemp(path.join(tmpdir(), 'nsg-csp-'));
  await writeFile(path.join(dist, 'index.html'), HOSTILE_PAGE);
  await writeFile(
    path.join(dist, 'own.js'),
    'window.ownRan = true; try { eval("window.evalRan = true"); } catch { window.evalRefused = true; }',
  );
  // The real server and its real headers, serving the probe page as if it were the built frontend.
  app = await buildApp(t.deps, { frontendDist: dist, rateLimitNamespace: `test-csp-${Date.now()}-` });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('Content-Security-Policy in a browser', () => {
  it('blocks inline scripts, inline handlers and eval, and runs our own script', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/some/page`);
    await page.waitForFunction(() => (window as { ownRan?: boolean }).ownRan === true);
    // The image has failed to load once it is complete: its onerror handler would have run by then.
    await page.waitForFunction(() => document.querySelector('img')!.complete);
    const ran = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { inline: w.inlineRan, handler: w.handlerRan, eval: w.evalRan, evalRefused: w.evalRefused };
    });
    expect(ran).toEqual({ inline: undefined, handler: undefined, eval: undefined, evalRefused: true });
    await page.close();
  });
});
