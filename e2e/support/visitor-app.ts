import type { Browser, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { startTestApp, type TestApp } from '@nsg/command-api/testing/test-app.ts';
import { connectBrowser } from './shared-browser.ts';

export interface VisitorApp {
  t: TestApp;
  browser: Browser;
  baseUrl: string;
  close(): Promise<void>;
}

/** A listening test app (with any extra configuration) and the run's shared browser, for the browser tests. */
export async function startVisitorApp(
  env: Record<string, string> = {},
  options: { lagSampleMs?: number } = {},
): Promise<VisitorApp> {
  const t = await startTestApp({ listen: true, env, ...options });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server not listening');
  const browser = await connectBrowser();
  return {
    t,
    browser,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await browser.close();
      await t.close();
    },
  };
}

/** A page in its own context (axe needs one), with short action timeouts so a failure names its step. */
export async function newVisitorPage(
  v: VisitorApp,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const context = await v.browser.newContext(options);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // The browser may already be closing: a failed context close is of no interest then.
  page.on('close', () => void context.close().catch(() => {}));
  return page;
}

/** A page in its own context, signed in with a session cookie as `loginCookie` returns it. */
export async function signedInPage(v: VisitorApp, cookie: string): Promise<Page> {
  const page = await newVisitorPage(v);
  await page.context().addCookies([{ name: 'nsg_session', value: cookie.split('=')[1]!, url: v.baseUrl }]);
  return page;
}

/** Serious and critical axe violations on the page, as "rule: target" lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/**
 * Waits until the app has taken over the first screen the server drew: until then the page takes no taps,
 * and what the server drew is replaced (a locator resolved before can find its element detached).
 */
export async function appTakenOver(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForSelector('#root:not([data-first-screen]), #root[data-taken-over]', {
    state: 'attached',
    timeout,
  });
}

/**
 * Scrolls the home page through, section by section, as a visitor reading it would: taking over the page the
 * server drew, the app takes each section over only as the visitor comes near it. Ends once the beaches and
 * the businesses have filled in.
 */
export async function readHomePage(page: Page): Promise<void> {
  await appTakenOver(page);
  await scrollThrough(page);
  await page.getByTestId('beach-skeletons').waitFor({ state: 'detached', timeout: 20_000 });
  await page.getByTestId('business-card').first().waitFor({ timeout: 20_000 });
}

/** Scrolls to the end, a screen at a time, so every section that loads on approach has loaded. */
export async function scrollThrough(page: Page) {
  // To the end of a page that grows as it fills in. Each position is drawn before the next, as a visitor's
  // scrolling is: a section comes alive when a frame finds it near, and on a busy machine the browser may
  // run several scrolls between two frames (a section passed between frames stayed as drawn; CI saw it once).
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo({ top });
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      y,
    );
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
}
