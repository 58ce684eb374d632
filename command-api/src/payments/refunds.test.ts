import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adInput,
  advertiser,
  approveAd,
  call,
  campaignInput,
  mailSubjectsTo,
  paidCampaign,
  serveAd,
} from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { paymentIntentEvent } from './payment-gateway.ts';

describe('refunds through the test-mode gateway', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  });
  afterAll(() => t.close());

  async function advertiserWithPaidCampaign(name: string) {
    const owner = await advertiser(t, name);
    return { owner, campaignId: await paidCampaign(t, owner.cookie) };
  }
  const refund = (cookie: string, campaignId: string, body: Record<string, string> = {}) =>
    call(t.app, 'POST', `/api/campaigns/${campaignId}/refund`, cookie, body);
  const read = async (cookie: string, campaignId: string) =>
    (await call(t.app, 'GET', `/api/campaigns/${campaignId}`, cookie)).json<{
      status: string;
      refundable: boolean;
    }>();

  it('gives the advertiser the whole payment back for a campaign that never served, once', async () => {
    const { owner, campaignId } = await advertiserWithPaidCampaign('Ikaika');
    expect(await read(owner.cookie, campaignId)).toMatchObject({ status: 'active', refundable: true });

    const first = await refund(owner.cookie, campaignId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'refunded',
      amount: 9000,
      refundId: expect.stringMatching(/^re_test_/),
    });
    await t.settle();
    expect(await read(owner.cookie, campaignId)).toMatchObject({ status: 'refunded', refundable: false });
    const payments = await t.deps.db
      .selectFrom('payments')
      .select(['status', 'refund_id'])
      .where('campaign_id', '=', campaignId)
      .execute();
    expect(payments).toEqual([{ status: 'refunded', refund_id: first.json().refundId }]);

    // A repeat changes nothing and refunds nothing more.
    const again = await refund(owner.cookie, campaignId);
    expect(again.json().refundId).toBe(first.json().refundId);
    const { rows } = await t.deps.pool.query(
      `select count(*)::int as n from events where type = 'advertising.PaymentRefunded' and data->>'campaignId' = $1`,
      [campaignId],
    );
    expect(rows[0].n).toBe(1);
    expect(await mailSubjectsTo(t, admin, 'ikaika@shop.test')).toContain(
      'Refund: $90.00 for Sunset surf lessons',
    );
    // A refunded campaign takes no new ad and counts nothing as spent.
    expect((await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId))).statusCode).toBe(409);
    const stats = (await call(t.app, 'GET', `/api/advertisers/${owner.id}/stats`, owner.cookie)).json<{
      byCampaign: { spent: number }[];
    }>();
    expect(stats.byCampaign.map((c) => c.spent)).toEqual([0]);
  });

  it('leaves a campaign that has served to an admin, who must say why', async () => {
    const { owner, campaignId } = await advertiserWithPaidCampaign('Pua');
    const ad = (await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId))).json<{
      id: string;
    }>();
    await t.settle();
    await approveAd(t, ad.id);
    const served = await serveAd(t, ad.id, {
      'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15',
    });
    const impression = await call(
      t.app,
      'POST',
      `/api/ads/${ad.id}/impression`,
      undefined,
      { serveToken: served.serveToken },
      served.as,
    );
    expect(impression.json().counted).toBe(true);
    await t.settle();

    expect((await read(owner.cookie, campaignId)).refundable).toBe(false);
    const refused = await refund(owner.cookie, campaignId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('has already shown your ads');

    expect((await read(admin, campaignId)).refundable).toBe(true);
    const noReason = await refund(admin, campaignId);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({
      reason: ['Say why the campaign is refunded: the advertiser is told'],
    });
    expect((await refund(admin, campaignId, { reason: 'Ad ran with a wrong phone number' })).statusCode).toBe(
      200,
    );
    await t.settle();
    expect((await call(t.app, 'GET', '/api/ads')).json<{ id: string }[]>()).not.toContainEqual(
      expect.objectContaining({ id: ad.id }),
    );
  });

  it('refuses a campaign that was never paid, and somebody else’s', async () => {
    const kono = await advertiser(t, 'Kono');
    const unpaid = (await call(t.app, 'POST', '/api/campaigns', kono.cookie, campaignInput())).json<{
      id: string;
    }>();
    await t.settle();
    const refused = await refund(kono.cookie, unpaid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a campaign that has been paid for can be refunded');
    const { campaignId } = await advertiserWithPaidCampaign('Alaka');
    expect((await refund(kono.cookie, campaignId)).statusCode).toBe(404);
  });
});

describe('refunds through Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_refund_tests';
  const requests: { path: string; idempotencyKey: string | undefined; body: string }[] = [];
  let fakeStripe: Server;
  let t: TestApp;

  /** Stripe's API as far as these flows use it: payment intents and refunds. */
  function startFakeStripe(): Promise<string> {
    fakeStripe = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        requests.push({
          path: request.url ?? '',
          idempotencyKey: request.headers['idempotency-key'] as string,
          body,
        });
        const params = new URLSearchParams(body);
        const answer =
          request.url === '/v1/payment_intents'
            ? {
                id: 'pi_fake_1',
                object: 'payment_intent',
                client_secret: 'pi_fake_1_secret',
                amount: Number(params.get('amount')),
              }
            : {
                id: 're_fake_1',
                object: 'refund',
                status: 'succeeded',
                payment_intent: params.get('payment_intent'),
              };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    return new Promise((resolve) =>
      fakeStripe.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(fakeStripe.address() as AddressInfo).port}`),
      ),
    );
  }

  beforeAll(async () => {
    const apiUrl = await startFakeStripe();
    t = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: apiUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    fakeStripe?.close();
  });

  it('asks Stripe for the refund once per payment, and records it', async () => {
    const owner = await advertiser(t, 'Makana');
    const campaign = (await call(t.app, 'POST', '/api/campaigns', owner.cookie, campaignInput())).json<{
      id: string;
    }>();
    await t.settle();
    const intent = await call(t.app, 'POST', '/api/create-payment-intent', owner.cookie, {
      campaignId: campaign.id,
    });
    expect(intent.json()).toMatchObject({ paymentIntentId: 'pi_fake_1', testMode: false });
    await t.settle();
    const payment = (await call(t.app, 'GET', '/api/payment/pi_fake_1', owner.cookie)).json<{
      id: string;
      amount: number;
    }>();
    const payload = paymentIntentEvent({
      eventId: 'evt_paid',
      outcome: 'succeeded',
      paymentIntentId: 'pi_fake_1',
      amount: payment.amount,
      metadata: { paymentId: payment.id, campaignId: campaign.id },
    });
    const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
    await t.settle();

    const refunded = await call(t.app, 'POST', `/api/campaigns/${campaign.id}/refund`, owner.cookie, {});
    expect(refunded.json()).toMatchObject({ status: 'refunded', refundId: 're_fake_1', amount: 9000 });
    await call(t.app, 'POST', `/api/campaigns/${campaign.id}/refund`, owner.cookie, {});
    const refundCalls = requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.idempotencyKey).toBe(`refund:${payment.id}`);
    expect(new URLSearchParams(refundCalls[0]!.body).get('payment_intent')).toBe('pi_fake_1');
    expect(new URLSearchParams(refundCalls[0]!.body).get('amount')).toBe('9000');
  });
});
