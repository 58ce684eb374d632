import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@nsg/command-api/testing/test-app.ts';
import { startTestPushService, type TestPushService } from './support/push-service.ts';
import { startVisitorApp } from './support/visitor-app.ts';

let t: TestApp;
let browser: Browser;
let push: TestPushService;
let baseUrl: string;

beforeAll(async () => {
  push = await startTestPushService();
  ({ t, browser, baseUrl } = await startVisitorApp({ PUSH_ENDPOINT_ALLOWLIST: push.host }));
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await push?.stop();
});

/**
 * Headless Chromium has no connection to a browser vendor's push service, so PushManager.subscribe is
 * routed to the local push service (web-push-testing): the subscription the page gets is a real one,
 * to which the server really sends encrypted messages.
 */
async function contextWithLocalPushService(): Promise<{ context: BrowserContext; clientHashes: string[] }> {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  const clientHashes: string[] = [];
  await context.exposeBinding('nsgLocalPushSubscribe', async (_source, applicationServerKey: string) => {
    const subscription = await push.subscribe(applicationServerKey);
    clientHashes.push(subscription.clientHash);
    return { endpoint: subscription.endpoint, keys: subscription.keys };
  });
  await context.addInitScript({ content: LOCAL_PUSH_SERVICE_SCRIPT });
  return { context, clientHashes };
}

// Runs in the page before its scripts (no DOM types in this package, hence plain JavaScript).
const LOCAL_PUSH_SERVICE_SCRIPT = `
  let current = null;
  const toBase64Url = (key) =>
    btoa(String.fromCharCode(...new Uint8Array(key instanceof ArrayBuffer ? key : key.buffer)))
      .replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  PushManager.prototype.subscribe = async function (options) {
    const json = await window.nsgLocalPushSubscribe(toBase64Url(options.applicationServerKey));
    current = {
      endpoint: json.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
      unsubscribe: async () => { current = null; return true; },
    };
    return current;
  };
  PushManager.prototype.getSubscription = async () => current;
`;

/** The toasts on screen, title and message run together. */
const toastTexts = (page: Page) => page.locator('.mantine-Notification-root').allTextContents();

describe('notification settings in the browser', () => {
  it(
    'grants permission, subscribes, changes settings and sends the test notification',
    { timeout: 120_000 },
    async () => {
      const { context, clientHashes } = await contextWithLocalPushService();
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto(`${baseUrl}/notifications`);
      await page.getByRole('heading', { name: 'Push Notifications' }).waitFor();
      // Defaults of spec 000 §9 and §5.
      expect(await page.getByRole('switch', { name: 'Weather Alerts' }).isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Surf Alerts' }).isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Traffic Alerts' }).isChecked()).toBe(false);
      await page.getByText('Minimum surf height: 3 ft').waitFor();
      await page.getByText('Maximum surf height: 15 ft').waitFor();
      expect(await page.getByLabel('Start').inputValue()).toBe('06:00');
      expect(await page.getByLabel('End').inputValue()).toBe('22:00');

      await page.getByRole('switch', { name: 'Enable Push Notifications' }).click({ force: true });
      await page.getByText('Notifications Enabled').waitFor();
      await t.settle();
      const subscribed = await t.deps.db.selectFrom('push_subscriptions').selectAll().execute();
      expect(subscribed).toHaveLength(1);
      expect(subscribed[0]!.active).toBe(true);

      await page.getByRole('switch', { name: 'Traffic Alerts' }).click({ force: true });
      await expect
        .poll(async () => {
          await t.settle();
          const row = await t.deps.db
            .selectFrom('push_subscriptions')
            .select('alert_settings')
            .executeTakeFirstOrThrow();
          return row.alert_settings.trafficAlerts;
        })
        .toBe(true);
      expect(JSON.parse(await page.evaluate<string>("localStorage.getItem('alertSettings')"))).toMatchObject({
        trafficAlerts: true,
      });

      // The toasts of the steps before close first: what is counted is what the test button shows.
      await expect.poll(() => toastTexts(page), { timeout: 15_000 }).toEqual([]);
      await page.getByRole('button', { name: 'Send Test Notification' }).click();
      await page.getByText('Test notification sent').waitFor();
      expect(await toastTexts(page)).toEqual([
        'Test notification sentIt should appear on this device in a moment. Your alerts will arrive the same way.',
      ]);
      const messages = await push.messages(clientHashes[0]!);
      expect(JSON.parse(messages.at(-1)!)).toMatchObject({
        title: 'Test Notification',
        url: '/notifications',
      });

      await page.getByRole('switch', { name: 'Enable Push Notifications' }).click({ force: true });
      await page.getByText('Notifications Disabled').waitFor();
      await t.settle();
      const ended = await t.deps.db
        .selectFrom('push_subscriptions')
        .select('active')
        .executeTakeFirstOrThrow();
      expect(ended.active).toBe(false);
      await context.close();
    },
  );

  it(
    'answers the test button with one toast in plain words, before subscribing too',
    { timeout: 60_000 },
    async () => {
      const context = await browser.newContext();
      await context.grantPermissions(['notifications'], { origin: baseUrl });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto(`${baseUrl}/notifications`);
      await page.getByRole('button', { name: 'Send Test Notification' }).click();
      await page.getByText('Test notification shown').waitFor();
      // Give any further toast the time to arrive.
      await page.waitForTimeout(1000);
      expect(await toastTexts(page)).toEqual([
        'Test notification shownNotifications work in this browser. Turn on push notifications above to receive alerts.',
      ]);
      await page.goto(`${baseUrl}/ja/notifications`);
      await page.getByRole('button', { name: 'テスト通知を送る' }).click();
      await page.getByText('テスト通知を表示しました').waitFor();
      await page.waitForTimeout(1000);
      expect(await toastTexts(page)).toHaveLength(1);
      await context.close();
    },
  );

  it(
    'mobile settings: dark mode, version 1.0.0 and clearing the cache after confirmation',
    { timeout: 120_000 },
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto(`${baseUrl}/mobile/settings`);
      await page.getByRole('tab', { name: 'Notifications' }).waitFor();
      await page.getByRole('tab', { name: 'Display' }).click();
      await page.getByRole('switch', { name: 'Dark Mode' }).click({ force: true });
      await expect
        .poll(() =>
          page.evaluate<string>("document.documentElement.getAttribute('data-mantine-color-scheme')"),
        )
        .toBe('dark');
      await page.getByRole('tab', { name: 'App' }).click();
      expect(await page.getByTestId('app-version').textContent()).toBe('1.0.0');
      // Headless Chromium never offers installing: the disabled button says why.
      const install = page.getByRole('button', { name: 'Install' });
      expect(await install.isDisabled()).toBe(true);
      expect(await install.getAttribute('aria-describedby')).toBe('install-unavailable');
      await page.getByText('This browser has not offered to install the app.').waitFor();
      await page.evaluate("caches.open('nsg-test').then((cache) => cache.put('/x', new Response('x')))");
      await page.getByRole('button', { name: 'Clear Cache' }).click();
      await page.getByRole('dialog', { name: 'Clear cache?' }).getByRole('button', { name: 'Clear' }).click();
      await page.getByText('Cache Cleared').waitFor();
      expect(await page.evaluate('caches.keys()')).toEqual([]);
      await context.close();
    },
  );

  it("keeps the page when a toast's code cannot be fetched (offline before the worker kept it)", async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.route('**/assets/toasts-container-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseUrl}/notifications`);
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('toasts-container'),
    );
    await page.getByRole('button', { name: 'Send Test Notification' }).click();
    await failed;
    await page.waitForTimeout(500);
    await page.getByRole('heading', { name: 'Push Notifications' }).waitFor({ timeout: 1_000 });
    expect(await toastTexts(page)).toEqual([]);
    await context.close();
  });
});
