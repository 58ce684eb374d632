import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import { optionalReason } from '../shared/reason.ts';
import { refundableCents } from './refund.ts';

export type PaymentStatus = 'requires_payment' | 'succeeded' | 'failed' | 'refunded';
export type PaymentMode = 'stripe' | 'test';

/** Any amount the client sends is ignored: the server computes it from the campaign. */
export const createPaymentIntentSchema = z.object({ campaignId: z.uuid('Missing campaign information') });

export type PaymentIntentCreated = DomainEvent<
  'advertising.PaymentIntentCreated',
  {
    paymentId: string;
    campaignId: string;
    advertiserId: string;
    paymentIntentId: string;
    amount: number;
    currency: 'usd';
    mode: PaymentMode;
    createdAt: string;
  }
>;
interface Outcome {
  paymentId: string;
  campaignId: string;
  advertiserId: string;
  paymentIntentId: string;
  providerEventId: string;
  at: string;
}
export type PaymentSucceeded = DomainEvent<'advertising.PaymentSucceeded', Outcome & { amount: number }>;
export type PaymentFailed = DomainEvent<'advertising.PaymentFailed', Outcome & { message: string }>;
/** `amount` went back to the card (all of it, or a part), through Stripe's refund or the test gateway's. */
export type PaymentRefunded = DomainEvent<
  'advertising.PaymentRefunded',
  {
    paymentId: string;
    campaignId: string;
    advertiserId: string;
    paymentIntentId: string;
    refundId: string;
    amount: number;
    reason: string;
    by: string;
    at: string;
  }
>;
/** A Stripe event handled once: its own stream (`stripe_event-<id>`) is the claim. */
export type ProviderEventProcessed = DomainEvent<
  'advertising.ProviderEventProcessed',
  { providerEventId: string; type: string }
>;
export type PaymentEvent = PaymentIntentCreated | PaymentSucceeded | PaymentFailed | PaymentRefunded;

export const refundSchema = z.object({
  reason: optionalReason("Why; an admin's refund must say why, an advertiser's may"),
  amountCents: z
    .number('Amount must be a number of cents')
    .int('Amount must be whole cents')
    .positive('Amount must be more than $0.00')
    .optional()
    .describe("An admin's partial refund; without it, all that remains refundable goes back"),
});

export const REFUND_UNPAID_MESSAGE = 'Only a campaign that has been paid for can be refunded';
export const refundTooLargeMessage = (refundableCents: number) =>
  `At most $${(refundableCents / 100).toFixed(2)} can still be refunded`;

export type PaymentCommand =
  | { kind: 'CreatePaymentIntent'; intent: Omit<PaymentIntentCreated['data'], 'createdAt'>; now: Date }
  | {
      kind: 'RecordPaymentOutcome';
      outcome: 'succeeded' | 'failed';
      paymentIntentId: string;
      amount: number;
      providerEventId: string;
      message: string | null;
      now: Date;
    }
  | {
      kind: 'RecordRefund';
      refundId: string;
      /** Cents; all that remains refundable when left out. */
      amount?: number;
      reason: string;
      by: string;
      now: Date;
    };

export type PaymentState =
  | { exists: false }
  | {
      exists: true;
      paymentId: string;
      campaignId: string;
      advertiserId: string;
      paymentIntentId: string;
      amount: number;
      status: PaymentStatus;
      /** Cents given back so far, by one or more refunds. */
      refunded: number;
      refundIds: readonly string[];
    };

/** One payment per campaign: its id is derived from the campaign id by the caller. */
export const paymentStreamId = (paymentId: string) => `payment-${paymentId}`;

export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  initialState: () => ({ exists: false }),

  decide(command, state) {
    if (command.kind === 'CreatePaymentIntent') {
      // Concurrent requests for one campaign meet here: the first records the intent, the rest reuse it.
      if (state.exists) return [];
      return [
        {
          type: 'advertising.PaymentIntentCreated',
          data: { ...command.intent, createdAt: command.now.toISOString() },
        },
      ];
    }
    if (!state.exists) throw new DomainError('not_found', 'Payment not found');
    if (command.kind === 'RecordRefund') return recordRefund(state, command);
    if (command.paymentIntentId !== state.paymentIntentId)
      throw new DomainError('not_found', 'Payment not found');
    // Success is final: a repeated delivery or a late failure notice changes nothing.
    if (state.status === 'succeeded' || state.status === 'refunded') return [];
    const outcome: Outcome = {
      paymentId: state.paymentId,
      campaignId: state.campaignId,
      advertiserId: state.advertiserId,
      paymentIntentId: state.paymentIntentId,
      providerEventId: command.providerEventId,
      at: command.now.toISOString(),
    };
    if (command.outcome === 'succeeded') {
      if (command.amount !== state.amount) {
        throw new DomainError('invalid', `Paid amount ${command.amount} does not match ${state.amount}`);
      }
      return [{ type: 'advertising.PaymentSucceeded', data: { ...outcome, amount: command.amount } }];
    }
    return [
      {
        type: 'advertising.PaymentFailed',
        data: { ...outcome, message: command.message ?? 'Payment failed' },
      },
    ];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'advertising.PaymentIntentCreated':
        return { exists: true, ...event.data, status: 'requires_payment', refunded: 0, refundIds: [] };
      case 'advertising.PaymentSucceeded':
        return state.exists ? { ...state, status: 'succeeded' } : state;
      case 'advertising.PaymentFailed':
        return state.exists ? { ...state, status: 'failed' } : state;
      case 'advertising.PaymentRefunded': {
        if (!state.exists) return state;
        const refunded = state.refunded + event.data.amount;
        const status = refunded >= state.amount ? 'refunded' : state.status;
        return { ...state, status, refunded, refundIds: [...state.refundIds, event.data.refundId] };
      }
    }
  },
};

/** What a payment can still give back. */
export const paymentRefundable = (state: PaymentState) =>
  state.exists && state.status === 'succeeded' ? refundableCents(state.amount, state.refunded) : 0;

/**
 * Each refund is recorded once (by its id), only of a payment that succeeded, and never for more than
 * remains refundable: partial refunds add up to the payment at most.
 */
function recordRefund(
  state: Extract<PaymentState, { exists: true }>,
  command: Extract<PaymentCommand, { kind: 'RecordRefund' }>,
): PaymentEvent[] {
  if (state.refundIds.includes(command.refundId)) return [];
  if (state.status === 'refunded' && command.amount === undefined) return [];
  if (state.status !== 'succeeded') throw new DomainError('conflict', REFUND_UNPAID_MESSAGE);
  const refundable = paymentRefundable(state);
  const amount = command.amount ?? refundable;
  if (amount <= 0 || amount > refundable) {
    const message = refundTooLargeMessage(refundable);
    throw new DomainError('conflict', message, { amountCents: [message] });
  }
  return [
    {
      type: 'advertising.PaymentRefunded',
      data: {
        paymentId: state.paymentId,
        campaignId: state.campaignId,
        advertiserId: state.advertiserId,
        paymentIntentId: state.paymentIntentId,
        refundId: command.refundId,
        amount,
        reason: command.reason,
        by: command.by,
        at: command.now.toISOString(),
      },
    },
  ];
}
