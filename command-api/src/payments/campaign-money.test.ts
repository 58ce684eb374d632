import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertiser,
  call,
  campaignInput,
  mailSubjectsTo,
  paidCampaign,
  paidDaysOf,
  refundsOf,
} from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { paymentIntentEvent } from './payment-gateway.ts';

const WEBHOOK_SECRET = 'whsec_test_campaign_money';
const stripe = new Stripe('sk_test_unused');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
}, 60_000);
afterAll(() => t.close());

const setStatus = (campaignId: string, body: Record<string, string>) =>
  call(t.app, 'PATCH', `/api/campaigns/${campaignId}/status`, admin, body);

describe('rejecting a paid campaign', () => {
  it('asks for a reason, then refunds the unserved days pro rata by itself and tells the advertiser', async () => {
    const kai = await advertiser(t, 'Kai');
    const campaignId = await paidCampaign(t, kai.cookie);

    const silent = await setStatus(campaignId, { status: 'rejected' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().fieldErrors).toMatchObject({ reason: [expect.stringContaining('Say why')] });

    const rejected = await setStatus(campaignId, { status: 'rejected', reason: 'Misleading prices.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await t.settle();
    await t.settle();

    // It started today (Hawaii time) and served today: every other paid day goes back.
    const paidDays = await paidDaysOf(t, kai.cookie, campaignId);
    const expected = Math.floor((9000 * (paidDays - 1)) / paidDays);
    const refunds = await refundsOf(t, campaignId);
    expect(refunds).toEqual([
      {
        amount: expected,
        actor: 'system:refunds',
        reason: expect.stringContaining(`${paidDays - 1} of ${paidDays} paid days`),
      },
    ]);
    expect(refunds[0]!.reason).toContain('Misleading prices.');
    expect(refunds[0]!.reason).not.toContain('..');
    const subjects = await mailSubjectsTo(t, admin, 'kai@shop.test');
    expect(subjects).toContain('Your campaign "Sunset surf lessons" was rejected');
    expect(subjects).toContain(`Refund: $${(expected / 100).toFixed(2)} for Sunset surf lessons`);
    const shown = await call(t.app, 'GET', `/api/campaigns/${campaignId}`, kai.cookie);
    // Its refund was the system's: the advertiser is not offered a second one.
    expect(shown.json()).toMatchObject({ status: 'rejected', refundable: false });
  });
});

describe('who can pay', () => {
  it('refuses payment to an advertiser still awaiting approval', async () => {
    const waiting = await advertiser(t, 'Noelani', false);
    const created = await call(t.app, 'POST', '/api/campaigns', waiting.cookie, campaignInput());
    expect(created.statusCode, created.body).toBe(201);
    await t.settle();
    const intent = await call(t.app, 'POST', '/api/create-payment-intent', waiting.cookie, {
      campaignId: created.json().id,
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toContain('not approved yet');
  });
});

describe('a campaign rejected before its payment lands', () => {
  it('refuses to be paid, and a payment that lands anyway is refunded in full with a mail', async () => {
    const mele = await advertiser(t, 'Mele');
    const created = await call(
      t.app,
      'POST',
      '/api/campaigns',
      mele.cookie,
      campaignInput({ durationMonths: 12 }),
    );
    const campaignId = created.json<{ id: string }>().id;
    await t.settle();
    const first = await call(t.app, 'POST', '/api/create-payment-intent', mele.cookie, { campaignId });
    expect(first.statusCode).toBe(200);
    const { paymentIntentId, amount } = first.json<{ paymentIntentId: string; amount: number }>();
    expect(amount).toBe(36000);
    await t.settle();
    expect((await setStatus(campaignId, { status: 'rejected' })).statusCode).toBe(200);
    await t.settle();

    const again = await call(t.app, 'POST', '/api/create-payment-intent', mele.cookie, { campaignId });
    expect(again.statusCode).toBe(409);
    const confirm = await call(t.app, 'POST', '/api/payments/test-mode/confirm', mele.cookie, {
      paymentIntentId,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(confirm.statusCode).toBe(409);

    // The card was charged anyway (the form was open): the provider's success arrives.
    const payment = (await call(t.app, 'GET', `/api/payment/${paymentIntentId}`, mele.cookie)).json<{
      id: string;
    }>();
    const payload = paymentIntentEvent({
      eventId: 'evt_after_rejection',
      outcome: 'succeeded',
      paymentIntentId,
      amount,
      metadata: { paymentId: payment.id, campaignId },
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
    await t.settle();
    await t.settle();

    expect(await refundsOf(t, campaignId)).toEqual([
      { amount: 36000, actor: 'system:refunds', reason: expect.stringContaining('Refunded in full') },
    ]);
    const subjects = await mailSubjectsTo(t, admin, 'mele@shop.test');
    expect(subjects).toContain('Refund: $360.00 for Sunset surf lessons');
    expect(subjects.filter((subject) => subject.startsWith('Receipt'))).toEqual([]);
    // The refund route says what happened, and refunds nothing more.
    const manual = await call(t.app, 'POST', `/api/campaigns/${campaignId}/refund`, admin, {
      reason: 'Check',
    });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().message).toContain('refunded automatically');
    expect(await refundsOf(t, campaignId)).toHaveLength(1);
    const shown = await call(t.app, 'GET', `/api/campaigns/${campaignId}`, mele.cookie);
    expect(shown.json()).toMatchObject({ status: 'rejected' });
  });
});

describe("an admin's partial refunds", () => {
  it('refund what the admin says, never more than remains, and leave the campaign running', async () => {
    const ana = await advertiser(t, 'Ana');
    const campaignId = await paidCampaign(t, ana.cookie);
    const refund = (body: Record<string, unknown>) =>
      call(t.app, 'POST', `/api/campaigns/${campaignId}/refund`, admin, { reason: 'Goodwill', ...body });

    const part = await refund({ amountCents: 2500 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ amount: 2500, status: 'active' });
    const tooMuch = await refund({ amountCents: 6501 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().fieldErrors).toEqual({ amountCents: ['At most $65.00 can still be refunded'] });
    const bad = await refund({ amountCents: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.amountCents).toBeDefined();
    const rest = await refund({ amountCents: 6500 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ amount: 6500, status: 'refunded' });
    await t.settle();
    expect((await refundsOf(t, campaignId)).map((r) => r.amount)).toEqual([2500, 6500]);
    const subjects = await mailSubjectsTo(t, admin, 'ana@shop.test');
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Refund: $25.00 for Sunset surf lessons',
        'Refund: $65.00 for Sunset surf lessons',
      ]),
    );
  });
});
