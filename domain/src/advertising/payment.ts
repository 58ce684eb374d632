import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

export type PaymentStatus = 'requires_payment' | 'succeeded' | 'failed';
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
export type PaymentEvent = PaymentIntentCreated | PaymentSucceeded | PaymentFailed;

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
    if (command.paymentIntentId !== state.paymentIntentId)
      throw new DomainError('not_found', 'Payment not found');
    // Success is final: a repeated delivery or a late failure notice changes nothing.
    if (state.status === 'succeeded') return [];
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
        return { exists: true, ...event.data, status: 'requires_payment' };
      case 'advertising.PaymentSucceeded':
        return state.exists ? { ...state, status: 'succeeded' } : state;
      case 'advertising.PaymentFailed':
        return state.exists ? { ...state, status: 'failed' } : state;
    }
  },
};
