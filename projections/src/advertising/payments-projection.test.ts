import { describe, it } from 'vitest';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { paymentsProjection } from './payments-projection.ts';

const spec = projectionSpec(paymentsProjection);

const PAYMENT = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const CAMPAIGN = '3f1c2b4a-6d5e-4f70-8a9b-0c1d2e3f4a5b';
const ADVERTISER = '9e8d7c6b-5a49-4382-a170-f6e5d4c3b2a1';
const streamId = `payment-${PAYMENT}`;
const ids = { paymentId: PAYMENT, campaignId: CAMPAIGN, advertiserId: ADVERTISER, paymentIntentId: 'pi_1' };

const intent: SpecEvent = {
  streamId,
  type: 'advertising.PaymentIntentCreated',
  data: { ...ids, amount: 45000, currency: 'usd', mode: 'test', createdAt: '2026-11-27T18:00:00.000Z' },
};
const failed: SpecEvent = {
  streamId,
  type: 'advertising.PaymentFailed',
  data: {
    ...ids,
    providerEventId: 'evt_1',
    message: 'Your card was declined.',
    at: '2026-11-27T18:01:00.000Z',
  },
};
const succeeded: SpecEvent = {
  streamId,
  type: 'advertising.PaymentSucceeded',
  data: { ...ids, providerEventId: 'evt_2', amount: 45000, at: '2026-11-27T18:05:00.000Z' },
};

describe('the payments projection', () => {
  it('keeps a new payment intent awaiting payment, in cents', async () => {
    await spec
      .given([])
      .when([intent])
      .then({
        payments: [
          {
            id: PAYMENT,
            campaign_id: CAMPAIGN,
            advertiser_id: ADVERTISER,
            payment_intent_id: 'pi_1',
            amount_cents: 45000,
            currency: 'usd',
            mode: 'test',
            status: 'requires_payment',
            last_error: null,
            refund_id: null,
          },
        ],
      });
  });

  it('shows why a payment failed', async () => {
    await spec
      .given([intent])
      .when([failed])
      .then({ payments: [{ status: 'failed', last_error: 'Your card was declined.' }] });
  });

  it('clears the earlier failure once a payment succeeds', async () => {
    await spec
      .given([intent, failed])
      .when([succeeded])
      .then({
        payments: [{ status: 'succeeded', last_error: null, updated_at: new Date('2026-11-27T18:05:00Z') }],
      });
  });

  it('keeps the refund’s id once the money went back', async () => {
    await spec
      .given([intent, succeeded])
      .when([
        {
          streamId,
          type: 'advertising.PaymentRefunded',
          data: {
            ...ids,
            refundId: 're_1',
            amount: 45000,
            reason: 'Closed for the season',
            by: 'admin:1',
            at: '2026-12-01T00:00:00.000Z',
          },
        },
      ])
      .then({ payments: [{ status: 'refunded', refund_id: 're_1' }] });
  });

  it('tells the paying advertiser (and admins) of each step, nobody else', async () => {
    await spec
      .given([])
      .when([intent, succeeded])
      .thenAnnounces([
        { ids: [PAYMENT], advertiserId: ADVERTISER, audience: 'advertiser' },
        { ids: [PAYMENT], advertiserId: ADVERTISER, audience: 'advertiser' },
      ]);
  });
});
