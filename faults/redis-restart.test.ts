import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import { recordObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { paymentIntentEvent } from '@nsg/command-api/payments/payment-gateway.ts';
import { startTestPushService, type TestPushService } from '../e2e/support/push-service.ts';
import { ADMIN, startStack, until, type Stack } from './support/stack.ts';

const WEBHOOK_SECRET = 'whsec_fault_tests_webhook_secret';

let stack: Stack;
let smtp: SMTPServer;
let push: TestPushService;
let browser: { clientHash: string };
/** Each mail the SMTP server accepted, by its subject. */
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  push = await startTestPushService();
  stack = await startStack({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUSH_ENDPOINT_ALLOWLIST: push.host,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  await stack.startApi();
  stack.startRunner();
  browser = await subscribeToAlerts();
  // High surf right now: the push job's first evaluation, at the workers' start, sends one alert.
  await recordObservation(stack.db, {
    kind: 'surf',
    source: 'NDBC 51201',
    observedAt: new Date(Date.now() - 10 * 60_000),
    data: {
      buoy: '51201',
      heightMinFt: 13,
      heightMaxFt: 16,
      height: '13-16 ft',
      swell: 'NW',
      dominantPeriodS: 15,
      swellPeriodS: 15,
      waterTempF: 78,
      tideFt: null,
      visibilityNmi: null,
    },
  });
  await stack.settle();
  stack.startWorkers();
});
afterAll(async () => {
  await stack?.close();
  await push?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** A browser subscribing to every alert, all day, through the API and a real push service. */
async function subscribeToAlerts() {
  const { publicKey } = (await (await fetch(`${stack.baseUrl}/api/notifications/vapid-key`)).json()) as {
    publicKey: string;
  };
  const subscription = await push.subscribe(publicKey);
  const response = await fetch(`${stack.baseUrl}/api/notifications/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.1.1' },
    body: JSON.stringify({
      subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
      alertSettings: { ...defaultAlertSettings, timeRange: { start: '00:00', end: '23:59' } },
    }),
  });
  expect(response.status, await response.text()).toBe(201);
  return subscription;
}

const pushTitles = async () =>
  (await push.messages(browser.clientHash)).map((m) => (JSON.parse(m) as { title: string }).title);

/** Completed jobs of one of the workers' queues (counted in Redis, so from the last restart on). */
async function completedJobs(queueName: string): Promise<number> {
  const redis = new Redis(stack.redis.url, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection: redis, prefix: 'nsg' });
  try {
    return await queue.getCompletedCount();
  } finally {
    await queue.close();
    redis.disconnect();
  }
}

let visitor = 0;
/** A message through the contact page; the API queues a mail to the team for it. */
async function contact(subject: string): Promise<void> {
  const response = await fetch(`${stack.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${++visitor}` },
    body: JSON.stringify({ name: 'Kai', email: 'kai@example.com', subject, message: 'Aloha!' }),
  });
  expect(response.status, await response.text()).toBe(202);
}

/** A JSON call to the API from an address of its own, with a session cookie if given. */
async function api(method: string, path: string, options: { cookie?: string; body?: unknown } = {}) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: {
      'x-forwarded-for': `10.9.2.${++visitor % 250}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const session = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('nsg_session='))
    ?.split(';')[0];
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, string>, session };
}

/** An approved advertiser's campaign with its payment intent, waiting for Stripe's word. */
async function campaignAwaitingPayment() {
  const email = 'leilani@shop.test';
  const password = 'secret-password';
  const registered = await api('POST', '/api/advertisers/register', {
    body: { name: 'Leilani', email, password, companyName: 'Leilani Co' },
  });
  expect(registered.status, registered.text).toBe(201);
  await stack.settle();
  const admin = (await api('POST', '/api/advertisers/login', { body: ADMIN })).session;
  const approved = await api('POST', `/api/admin/advertisers/${registered.json().id}/status`, {
    cookie: admin,
    body: { status: 'active' },
  });
  expect(approved.status, approved.text).toBe(200);
  await stack.settle();
  const cookie = (await api('POST', '/api/advertisers/login', { body: { email, password } })).session;
  const campaign = await api('POST', '/api/campaigns', {
    cookie,
    body: {
      name: 'Sunset surf lessons',
      description: 'Small groups at Puaena Point',
      durationMonths: 3,
      startDate: new Date(Date.now() - 10 * 3600_000).toISOString().slice(0, 10),
      targetAudience: { ages: [18, 65], interests: ['Surfing'] },
    },
  });
  expect(campaign.status, campaign.text).toBe(201);
  await stack.settle();
  const campaignId = campaign.json().id!;
  const intent = await api('POST', '/api/create-payment-intent', { cookie, body: { campaignId } });
  expect(intent.status, intent.text).toBe(200);
  await stack.settle();
  const payment = (await api('GET', `/api/payment/${intent.json().paymentIntentId}`, { cookie })).json();
  return { campaignId, payment };
}

const countEvents = async (type: string, campaignId: string) => {
  const { rows } = await stack.pool.query<{ n: number }>(
    `select count(*)::int as n from events where type = $1 and data->>'campaignId' = $2`,
    [type, campaignId],
  );
  return rows[0]!.n;
};

/** Waits for what the workers do next (the mail job runs every 15 s); shows their output if it never comes. */
const workersDo = (what: string, check: () => Promise<boolean> | boolean) =>
  until(what, Date.now() + 90_000, check, () => stack.workers?.output() ?? '');

const times = (subject: string) => received.filter((s) => s === `[Contact] ${subject}`).length;

describe('Redis restarted', () => {
  it('queued mail goes out after it returns; no mail and no push alert twice', async () => {
    await contact('Before 1');
    await contact('Before 2');
    await workersDo('the first mails', () => times('Before 1') === 1 && times('Before 2') === 1);
    await workersDo('the surf alert', async () => (await pushTitles()).length === 1);

    // Redis goes away (and comes back empty: no persistence). Mail queued meanwhile waits in the outbox.
    await stack.redis.stop();
    await contact('During 1');
    await contact('During 2');
    await stack.settle();
    // The runner goes down too, so the outbox read model will lag behind what the worker sends.
    await stack.runner!.kill('SIGKILL');
    await stack.redis.start();

    await workersDo(
      'the mail queued while Redis was down',
      () => times('During 1') === 1 && times('During 2') === 1,
    );
    // Two more passes of the mail job while the outbox still shows those mails queued, and the push
    // job's evaluation again (its scheduler, forgotten by Redis, is back): nothing is sent twice.
    await workersDo('two mail passes after the restart', async () => (await completedJobs('mail')) >= 2);
    await workersDo('a push evaluation after the restart', async () => (await completedJobs('push')) >= 1);
    expect(await pushTitles()).toEqual(['HIGH SURF WARNING']);

    stack.startRunner();
    await stack.settle();
    const outbox = await listOutbox(stack.db);
    expect(outbox.map((m) => m.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(received.sort()).toEqual(
      ['Before 1', 'Before 2', 'During 1', 'During 2'].map((s) => `[Contact] ${s}`),
    );
  });

  it('a payment webhook Stripe delivers again after the restart activates the campaign once', async () => {
    const { campaignId, payment } = await campaignAwaitingPayment();
    const payload = paymentIntentEvent({
      eventId: 'evt_during_redis_restart',
      outcome: 'succeeded',
      paymentIntentId: payment.paymentIntentId!,
      amount: Number(payment.amount),
      metadata: { paymentId: payment.id!, campaignId },
    });
    const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const deliver = async () => {
      const response = await fetch(`${stack.baseUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return response.status;
    };

    await stack.redis.stop();
    expect(await deliver()).toBe(200);
    await stack.redis.start();
    // Stripe retries what it is not sure arrived: the same event, twice more, once at the same time.
    expect(await Promise.all([deliver(), deliver()])).toEqual([200, 200]);
    await stack.settle();
    expect(await countEvents('advertising.PaymentSucceeded', campaignId)).toBe(1);
    expect(await countEvents('advertising.CampaignActivated', campaignId)).toBe(1);
  });
});
