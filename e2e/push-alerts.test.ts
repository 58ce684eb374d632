import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import { parseAllowlist } from '@nsg/domain/notifications/push-endpoint.ts';
import { startTestApp, type TestApp } from '@nsg/command-api/testing/test-app.ts';
import { recordObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import { vapidKeys } from '@nsg/platform/web-push/vapid-keys.ts';
import { assessBeachHazards } from '@nsg/workers/conditions/assess-beach-hazards.ts';
import { evaluateAndSend, type PushDeps } from '@nsg/workers/push/evaluate-alerts.ts';
import { startTestPushService, type TestPushService } from './support/push-service.ts';

let t: TestApp;
let push: TestPushService;
let pushDeps: PushDeps;
const allDay = { ...defaultAlertSettings, timeRange: { start: '00:00', end: '23:59' } };
const surf = (heightMaxFt: number) => ({
  buoy: '51201',
  heightMinFt: heightMaxFt - 3,
  heightMaxFt,
  height: `${heightMaxFt - 3}-${heightMaxFt} ft`,
  swell: 'NW',
  dominantPeriodS: 15,
  swellPeriodS: 15,
  waterTempF: 78,
  tideFt: null,
  visibilityNmi: null,
});
let minute = 0;
const newSurf = (heightMaxFt: number) =>
  recordObservation(t.deps.db, {
    kind: 'surf',
    source: 'NDBC 51201',
    observedAt: new Date(Date.now() - 30 * 60_000 + ++minute * 1000),
    data: surf(heightMaxFt),
  });

beforeAll(async () => {
  push = await startTestPushService();
  t = await startTestApp({ env: { PUSH_ENDPOINT_ALLOWLIST: push.host } });
  pushDeps = {
    db: t.deps.db,
    store: t.deps.store,
    vault: t.deps.vault,
    erasureLedgerDir: t.deps.config.ERASURE_LEDGER_DIR,
    logger: t.deps.logger,
    vapid: await vapidKeys(t.deps.pool, t.deps.config),
    allowlist: parseAllowlist(t.deps.config.PUSH_ENDPOINT_ALLOWLIST),
    maxAgeMinutes: t.deps.config.CONDITIONS_MAX_AGE_MINUTES,
  };
});
afterAll(async () => {
  await t?.close();
  await push?.stop();
});

async function subscribeBrowser(alertSettings = allDay) {
  const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/notifications/vapid-key' })).json();
  const subscription = await push.subscribe(publicKey);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/subscribe',
    payload: { subscription: { endpoint: subscription.endpoint, keys: subscription.keys }, alertSettings },
  });
  expect(response.statusCode).toBe(201);
  await t.settle();
  return { ...subscription, subscriptionId: response.json().subscriptionId as string };
}

describe('push alerts through a real push service', () => {
  it('VAPID keys are made once and kept', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/notifications/vapid-key' })).json();
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await vapidKeys(t.deps.pool, t.deps.config)).publicKey).toBe(first.publicKey);
  });

  it('refuses endpoints outside the push services and the allowlist', async () => {
    for (const endpoint of [
      'https://evil.example/push',
      'http://169.254.169.254/latest',
      'http://localhost:1/x',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/subscribe',
        payload: { subscription: { endpoint, keys: { p256dh: 'x', auth: 'y' } } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This push service is not supported');
    }
  });

  it('subscribes with the endpoint and keys encrypted, and sends the test notification', async () => {
    const browser = await subscribeBrowser();
    const events = await t.deps.store.readStream(`push-subscription-${browser.subscriptionId}`);
    const stored = JSON.stringify(events.map((event) => event.data));
    expect(stored).toContain('"personId"');
    expect(stored).not.toContain(browser.endpoint);
    expect(stored).not.toContain(browser.keys.auth);
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/test',
      payload: { endpoint: browser.endpoint },
    });
    expect(test.json()).toEqual({ sent: true, status: 'sent' });
    const [message] = await push.messages(browser.clientHash);
    expect(JSON.parse(message!)).toMatchObject({ title: 'Test Notification', url: '/notifications' });
  });

  it('a new surf observation sends HIGH SURF WARNING once; settings change what is sent', async () => {
    const browser = await subscribeBrowser();
    await newSurf(16);
    const first = await evaluateAndSend(pushDeps);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const messages = (await push.messages(browser.clientHash)).map(
      (m) => JSON.parse(m) as { title: string; body: string },
    );
    expect(messages).toEqual([
      expect.objectContaining({ title: 'HIGH SURF WARNING', body: expect.stringContaining('13-16 ft') }),
    ]);

    // Same condition again: nothing more.
    await evaluateAndSend(pushDeps);
    expect(await push.messages(browser.clientHash)).toHaveLength(1);

    // Raise the maximum: 16 ft is now "good" surf for this user.
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      payload: { endpoint: browser.endpoint, alertSettings: { ...allDay, maxSurfHeight: 20 } },
    });
    expect(updated.statusCode).toBe(200);
    await t.settle();
    await evaluateAndSend(pushDeps);
    const titles = (await push.messages(browser.clientHash)).map(
      (m) => (JSON.parse(m) as { title: string }).title,
    );
    expect(titles).toEqual(['HIGH SURF WARNING', 'GOOD SURF CONDITIONS']);
  });

  it('an alert claimed by a worker that crashed before sending it is sent once its claim lapses', async () => {
    const browser = await subscribeBrowser();
    await newSurf(17);
    // The worker dies after claiming the deliveries, before any push leaves.
    const crashing = {
      ...pushDeps,
      vault: { ...pushDeps.vault, decryptMany: () => Promise.reject(new Error('killed')) },
    };
    await expect(evaluateAndSend(crashing)).rejects.toThrow('killed');
    expect(await push.messages(browser.clientHash)).toHaveLength(0);
    // Straight after, another worker leaves a fresh claim alone.
    await evaluateAndSend(pushDeps);
    expect(await push.messages(browser.clientHash)).toHaveLength(0);
    await t.deps.pool.query(
      `update push_deliveries set sent_at = sent_at - interval '3 minutes' where status = 'pending'`,
    );
    await evaluateAndSend(pushDeps);
    expect(await push.messages(browser.clientHash)).toHaveLength(1);
    await evaluateAndSend(pushDeps);
    expect(await push.messages(browser.clientHash)).toHaveLength(1);
  });

  it('a visitor who subscribed on the Japanese pages is told in Japanese, and taken to them', async () => {
    const browser = await subscribeBrowser({ ...allDay, locale: 'ja' });
    await newSurf(25);
    await evaluateAndSend(pushDeps);
    const [message] = (await push.messages(browser.clientHash)).map(
      (m) => JSON.parse(m) as { title: string; body: string; url: string },
    );
    expect(message).toEqual(
      expect.objectContaining({
        title: '高波情報',
        body: 'ノースショアの波の高さ 22-25 ft（最大 約 7.6 m）。海に慣れた経験者でない限り、海に入らないでください。',
        url: '/ja/#weather',
      }),
    );
  });

  it('a followed beach that rises to extreme is announced once per rise, with its reasons', async () => {
    const browser = await subscribeBrowser({ ...allDay, surfAlerts: true, followedBeachIds: [1] });
    const reading = async (heightM: number, periodS: number) => {
      await recordObservation(t.deps.db, {
        kind: 'surf',
        source: 'NDBC 51201',
        observedAt: new Date(Date.now() - 30 * 60_000 + ++minute * 1000),
        data: { ...surf(3), waveHeightM: heightM, dominantPeriodS: periodS, meanDirectionDeg: 315 },
      });
      await recordObservation(t.deps.db, {
        kind: 'alerts',
        source: 'NWS HIZ007',
        observedAt: new Date(Date.now() - 30 * 60_000 + ++minute * 1000),
        data: { alerts: [] },
      });
      await assessBeachHazards({ ...pushDeps, maxAgeMinutes: 180 });
      await t.settle();
      await evaluateAndSend(pushDeps);
    };
    const hazardMessages = async () =>
      (await push.messages(browser.clientHash))
        .map((m) => JSON.parse(m) as { title: string; body: string; url: string })
        .filter((m) => m.title.includes('HAZARD'));

    await reading(5, 16);
    expect(await hazardMessages()).toEqual([
      expect.objectContaining({
        title: 'EXTREME HAZARD: Banzai Pipeline (Ehukai Beach Park)',
        body: expect.stringContaining('NW swell 16.4 ft at 16 s at the Waimea buoy'),
        url: '/beach/1',
      }),
    ]);
    // Still extreme with other figures: no new rise, nothing sent.
    await reading(5.5, 16);
    expect(await hazardMessages()).toHaveLength(1);
    // Down to caution, then up again: a new rise, one more alert.
    await reading(0.5, 7);
    await reading(5, 16);
    expect(await hazardMessages()).toHaveLength(2);
  });

  it('outside the time window nothing is sent', async () => {
    // A window two to three hours from now, Honolulu time (UTC-10).
    const at = (hoursFromNow: number) => {
      const honolulu = new Date(Date.now() + (hoursFromNow - 10) * 3600_000);
      return honolulu.toISOString().slice(11, 16);
    };
    const browser = await subscribeBrowser({ ...allDay, timeRange: { start: at(2), end: at(3) } });
    await newSurf(17);
    await evaluateAndSend(pushDeps);
    expect(await push.messages(browser.clientHash)).toEqual([]);
  });

  it('a 410 from the push service ends the subscription', async () => {
    const browser = await subscribeBrowser();
    await push.expire(browser.clientHash);
    await newSurf(18);
    const result = await evaluateAndSend(pushDeps);
    expect(result.gone).toBeGreaterThanOrEqual(1);
    await t.settle();
    const row = await t.deps.db
      .selectFrom('push_subscriptions')
      .select(['active', 'ended_reason'])
      .where('id', '=', browser.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ active: false, ended_reason: 'gone' });
    const [subscribed] = await t.deps.store.readStream(`push-subscription-${browser.subscriptionId}`);
    const data = subscribed!.data as { personId: string; endpoint: string };
    expect(await t.deps.vault.decrypt(data.personId, data.endpoint)).toBeNull();
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      payload: { endpoint: browser.endpoint, alertSettings: allDay },
    });
    expect(again.statusCode).toBe(404);
  });

  it('unsubscribe ends it (a repeat changes nothing); an unknown endpoint is 404', async () => {
    const browser = await subscribeBrowser();
    const payload = { endpoint: browser.endpoint };
    const unsubscribe = (body: { endpoint: string }) =>
      t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: body });
    expect((await unsubscribe(payload)).statusCode).toBe(200);
    expect((await unsubscribe(payload)).statusCode).toBe(200);
    const events = await t.deps.store.readStream(`push-subscription-${browser.subscriptionId}`);
    expect(events.map((event) => event.type)).toEqual([
      'notifications.Subscribed',
      'notifications.Unsubscribed',
    ]);
    const data = events[0]!.data as { personId: string; endpoint: string };
    expect(await t.deps.vault.decrypt(data.personId, data.endpoint)).toBeNull();
    // Subscribing again works with fresh keys.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/subscribe',
      payload: { subscription: { endpoint: browser.endpoint, keys: browser.keys }, alertSettings: allDay },
    });
    expect(again.statusCode).toBe(201);
    const test = await t.app.inject({ method: 'POST', url: '/api/notifications/test', payload });
    expect(test.json()).toEqual({ sent: true, status: 'sent' });
    expect((await unsubscribe({ endpoint: 'https://fcm.googleapis.com/fcm/send/unknown' })).statusCode).toBe(
      404,
    );
  });

  it('bad input is a 400 with field errors', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      payload: { endpoint: 'x', alertSettings: { minSurfHeight: 0, maxSurfHeight: 40 } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(
      expect.arrayContaining(['endpoint', 'alertSettings.minSurfHeight', 'alertSettings.maxSurfHeight']),
    );
  });
});
