import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adInput, advertiser, call, campaignInput } from '../advertising/advertising-test-helpers.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { paymentIntentEvent } from './payment-gateway.ts';

const WEBHOOK_SECRET = 'whsec_test_webhook_secret_for_tests';
const stripe = new Stripe('sk_test_unused');
let t: TestApp;
let owner: { id: string; cookie: string };

beforeAll(async () => {
  t = await startTestApp({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  owner = await advertiser(t, 'Leilani');
}, 60_000);
afterAll(() => t.close());

async function fundableCampaign() {
  const campaign = await call(t.app, 'POST', '/api/campaigns', owner.cookie, campaignInput());
  await t.settle();
  const intent = await call(t.app, 'POST', '/api/create-payment-intent', owner.cookie, {
    campaignId: campaign.json().id,
  });
  await t.settle();
  const payment = await call(t.app, 'GET', `/api/payment/${intent.json().paymentIntentId}`, owner.cookie);
  return { campaignId: campaign.json().id as string, payment: payment.json() };
}

const deliver = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

const succeededEvent = (
  eventId: string,
  payment: { paymentIntentId: string; amount: number; id: string; campaignId: string },
) =>
  paymentIntentEvent({
    eventId,
    outcome: 'succeeded',
    paymentIntentId: payment.paymentIntentId,
    amount: payment.amount,
    metadata: { paymentId: payment.id, campaignId: payment.campaignId },
  });

const countEvents = async (type: string, campaignId: string) => {
  const { rows } = await t.deps.pool.query(
    `select count(*)::int as n from events where type = $1 and data->>'campaignId' = $2`,
    [type, campaignId],
  );
  return rows[0].n as number;
};

describe('Stripe webhook', () => {
  it('refuses a payload whose signature does not match, and one without a signature', async () => {
    const { campaignId, payment } = await fundableCampaign();
    const payload = succeededEvent('evt_forged', payment);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged)).statusCode).toBe(400);
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace(`"amount":${payment.amount}`, '"amount":1');
    expect((await deliver(tampered, signed)).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    await t.settle();
    expect(await countEvents('advertising.PaymentSucceeded', campaignId)).toBe(0);
    expect((await call(t.app, 'GET', `/api/campaigns/${campaignId}`, owner.cookie)).json().status).toBe(
      'pending',
    );
  });

  it('activates the campaign once when the same event is delivered 3 times (one after another and at once)', async () => {
    const { campaignId, payment } = await fundableCampaign();
    const payload = succeededEvent('evt_repeated', payment);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const first = await deliver(payload, signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const again = await Promise.all([deliver(payload, signature), deliver(payload, signature)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(again.map((r) => r.json())).toEqual([
      { received: true, duplicate: true },
      { received: true, duplicate: true },
    ]);
    await t.settle();
    expect(await countEvents('advertising.PaymentSucceeded', campaignId)).toBe(1);
    expect(await countEvents('advertising.CampaignActivated', campaignId)).toBe(1);
    expect((await call(t.app, 'GET', `/api/campaigns/${campaignId}`, owner.cookie)).json()).toMatchObject({
      status: 'active',
      paid: true,
    });
    // A different event id for the same success (Stripe may send one) changes nothing either.
    const other = succeededEvent('evt_other_id', payment);
    await deliver(
      other,
      stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }),
    );
    await t.settle();
    expect(await countEvents('advertising.CampaignActivated', campaignId)).toBe(1);
  });

  it('3 concurrent first deliveries still activate once', async () => {
    const { campaignId, payment } = await fundableCampaign();
    const payload = succeededEvent('evt_concurrent', payment);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const responses = await Promise.all([1, 2, 3].map(() => deliver(payload, signature)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await t.settle();
    expect(await countEvents('advertising.PaymentSucceeded', campaignId)).toBe(1);
    expect(await countEvents('advertising.CampaignActivated', campaignId)).toBe(1);
  });

  it('records a failed payment without activating, and the client can never set a campaign active', async () => {
    const { campaignId, payment } = await fundableCampaign();
    const payload = paymentIntentEvent({
      eventId: 'evt_failed',
      outcome: 'failed',
      paymentIntentId: payment.paymentIntentId,
      amount: payment.amount,
      metadata: { paymentId: payment.id, campaignId },
      message: 'Your card was declined.',
    });
    await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    await t.settle();
    expect(
      (await call(t.app, 'GET', `/api/payment/${payment.paymentIntentId}`, owner.cookie)).json(),
    ).toMatchObject({
      status: 'failed',
      lastError: 'Your card was declined.',
    });
    const selfActivate = await call(t.app, 'PATCH', `/api/campaigns/${campaignId}/status`, owner.cookie, {
      status: 'active',
    });
    expect(selfActivate.statusCode).toBe(403);
    const ad = await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId));
    expect(ad.json().status).toBe('pending');
  });

  it.each([
    ['without data.object', { id: 'evt_null', type: 'payment_intent.succeeded', data: { object: null } }],
    ['without an id', { type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', amount: 1 } } }],
    ['without data', { id: 'evt_no_data', type: 'payment_intent.payment_failed' }],
  ])('answers a correctly signed event %s with a 400, not a 500', async (_, event) => {
    const payload = JSON.stringify({ object: 'event', ...event });
    const response = await deliver(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(response.statusCode, response.body).toBe(400);
  });
});
