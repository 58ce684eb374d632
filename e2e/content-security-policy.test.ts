import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@nsg/command-api/app.ts';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

/** A page that tries the ways of running script we refuse, beside one script file of our own origin. */
const HOSTILE_PAGE = `<!doctype html>
<html><head><title>CSP probe</title></head><body>
<script>window.inlineRan = true;</script>
<img src="/missing.png" onerror="window.handlerRan = true">
<script src="/own.js"></script>
</body></html>`;

let v: VisitorApp;
let probeApp: FastifyInstance;
let probeDist: string;
let probeUrl: string;

/** The real server and its real headers, serving the probe page as if it were the built frontend. */
async function startProbeApp() {
  probeDist = await mkdtemp(path.join(tmpdir(), 'nsg-csp-'));
  await writeFile(path.join(probeDist, 'index.html'), HOSTILE_PAGE);
  await writeFile(
    path.join(probeDist, 'own.js'),
    'window.ownRan = true; try { eval("window.evalRan = true"); } catch { window.evalRefused = true; }',
  );
  probeApp = await buildApp(v.t.deps, {
    frontendDist: probeDist,
    rateLimitNamespace: `test-csp-${Date.now()}-`,
  });
  await probeApp.listen({ host: '127.0.0.1', port: 0 });
  const address = probeApp.server.address();
  if (!address || typeof address === 'string') throw new Error('server not listening');
  probeUrl = `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  v = await startVisitorApp();
  await startProbeApp();
});
afterAll(async () => {
  await probeApp?.close();
  await v?.close();
  if (probeDist) await rm(probeDist, { recursive: true, force: true });
});

describe('Content-Security-Policy in a browser', () => {
  it('blocks inline scripts, inline handlers and eval, and runs our own script', async () => {
    const page = await newVisitorPage(v);
    await page.goto(`${probeUrl}/some/page`);
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

describe('the visitor pages under our Content-Security-Policy', () => {
  it('try nothing the policy refuses (a refusal shows in the console and in Lighthouse)', async () => {
    for (const path of ['/', '/beach/1', '/business/1', '/shop', '/ja/beach/1']) {
      const page = await newVisitorPage(v);
      await page.addInitScript(() => {
        (window as unknown as { violations: string[] }).violations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { violations: string[] }).violations.push(
            `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
          ),
        );
      });
      await page.goto(v.baseUrl + path);
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { violations: string[] }).violations,
      );
      expect(violations, path).toEqual([]);
      await page.close();
    }
  }, 90_000);
});
