import { sql } from 'kysely';
import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { PaymentEvent } from '@nsg/domain/advertising/payment.ts';
import { eachEvent } from '../runner/page-apply.ts';
import type { Projection } from '../runner/projection.ts';

const paymentEventTypes = new Set<PaymentEvent['type']>([
  'advertising.PaymentIntentCreated',
  'advertising.PaymentSucceeded',
  'advertising.PaymentFailed',
  'advertising.PaymentRefunded',
]);

/** Payments per campaign: intent, then succeeded or failed. */
export const paymentsProjection: Projection = {
  name: 'payments',
  tables: ['payments'],
  eventTypes: paymentEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, paymentEventTypes)) return;
    const event = recorded;
    const { paymentId, advertiserId } = event.data;
    if (event.type === 'advertising.PaymentIntentCreated') {
      const p = event.data;
      await db
        .insertInto('payments')
        .values({
          id: p.paymentId,
          campaign_id: p.campaignId,
          advertiser_id: p.advertiserId,
          payment_intent_id: p.paymentIntentId,
          amount_cents: p.amount,
          currency: p.currency,
          mode: p.mode,
          status: 'requires_payment',
          created_at: new Date(p.createdAt),
          updated_at: new Date(p.createdAt),
        })
        .execute();
    } else if (event.type === 'advertising.PaymentRefunded') {
      // Refunds may come in parts: the payment is refunded once they add up to it.
      await db
        .updateTable('payments')
        .set((eb) => ({
          refunded_cents: eb('refunded_cents', '+', event.data.amount),
          status: sql<string>`case when refunded_cents + ${event.data.amount} >= amount_cents then 'refunded' else status end`,
          refund_id: event.data.refundId,
          updated_at: new Date(event.data.at),
        }))
        .where('id', '=', paymentId)
        .execute();
    } else {
      await db
        .updateTable('payments')
        .set({
          status: event.type === 'advertising.PaymentSucceeded' ? 'succeeded' : 'failed',
          last_error: event.type === 'advertising.PaymentFailed' ? event.data.message : null,
          updated_at: new Date(event.data.at),
        })
        .where('id', '=', paymentId)
        .execute();
    }
    return { ids: [paymentId], advertiserId, audience: 'advertiser' };
  }),
};
