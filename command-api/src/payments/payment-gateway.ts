import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { deterministicId } from '@nsg/platform/ids.ts';
import { getOrCreateSetting } from '@nsg/platform/settings.ts';
import type { AppDeps } from '../deps.ts';

export interface IntentRequest {
  amount: number;
  campaignId: string;
  paymentId: string;
  /** One per campaign: Stripe answers a repeat with the intent it made the first time. */
  idempotencyKey: string;
}

export interface RefundRequest {
  paymentIntentId: string;
  paymentId: string;
  amount: number;
  /** One per refund; a payment refunded in parts needs one key per part. `refund:<paymentId>` if left out. */
  idempotencyKey?: string;
}

export interface PaymentGateway {
  mode: 'stripe' | 'test';
  /** Gives `amount` back; a repeat with the same idempotency key returns the same refund. */
  refund(request: RefundRequest): Promise<{ id: string }>;
  createIntent(request: IntentRequest): Promise<{ id: string; clientSecret: string }>;
  clientSecretOf(paymentIntentId: string): Promise<string>;
  /** Verifies the signature over the raw body and returns the event; throws when it does not match. */
  verifyWebhook(rawBody: Buffer | string, signature: string): Stripe.Event;
  signTestPayload(payload: string): string;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise a test-mode gateway that invents intents (ids derived
 * from the idempotency key, like Stripe's replay) and signs its events with a local webhook secret, so a
 * test-mode payment goes through the same webhook verification and handling as a real one.
 */
export async function createPaymentGateway(deps: AppDeps): Promise<PaymentGateway> {
  const secretKey = deps.config.STRIPE_SECRET_KEY;
  const stripe = new Stripe(secretKey ?? 'sk_test_signature_only', stripeHost(deps.config.STRIPE_API_URL));
  const webhookSecret =
    deps.config.STRIPE_WEBHOOK_SECRET ??
    (await getOrCreateSetting(
      deps.pool,
      'test_webhook_secret',
      () => `whsec_${randomBytes(24).toString('hex')}`,
    ));
  const verifyWebhook = (rawBody: Buffer | string, signature: string) =>
    stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  const signTestPayload = (payload: string) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

  if (secretKey) {
    return {
      mode: 'stripe',
      async createIntent({ amount, campaignId, paymentId, idempotencyKey }) {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: 'usd',
            automatic_payment_methods: { enabled: true },
            metadata: { campaignId, paymentId },
          },
          { idempotencyKey },
        );
        return { id: intent.id, clientSecret: intent.client_secret ?? '' };
      },
      async clientSecretOf(paymentIntentId) {
        return (await stripe.paymentIntents.retrieve(paymentIntentId)).client_secret ?? '';
      },
      async refund({ paymentIntentId, paymentId, amount, idempotencyKey }) {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount, metadata: { paymentId } },
          { idempotencyKey: idempotencyKey ?? `refund:${paymentId}` },
        );
        return { id: refund.id };
      },
      verifyWebhook,
      signTestPayload,
    };
  }
  const testIntentId = (key: string) => `pi_test_${deterministicId(key).replaceAll('-', '')}`;
  return {
    mode: 'test',
    async createIntent({ idempotencyKey }) {
      const id = testIntentId(idempotencyKey);
      return { id, clientSecret: `${id}_secret_test` };
    },
    async clientSecretOf(paymentIntentId) {
      return `${paymentIntentId}_secret_test`;
    },
    async refund({ paymentId, idempotencyKey }) {
      return {
        id: `re_test_${deterministicId(idempotencyKey ?? `refund:${paymentId}`).replaceAll('-', '')}`,
      };
    },
    verifyWebhook,
    signTestPayload,
  };
}

/** Client options pointing the Stripe client at another API base, when one is configured. */
function stripeHost(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** A `payment_intent.*` event as Stripe sends it, for the test-mode gateway and tests. */
export function paymentIntentEvent(options: {
  eventId: string;
  outcome: 'succeeded' | 'failed';
  paymentIntentId: string;
  amount: number;
  metadata: Record<string, string>;
  message?: string;
}): string {
  return JSON.stringify({
    id: options.eventId,
    object: 'event',
    type: options.outcome === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: options.paymentIntentId,
        object: 'payment_intent',
        amount: options.amount,
        currency: 'usd',
        status: options.outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: options.metadata,
        last_payment_error: options.message ? { message: options.message } : null,
      },
    },
  });
}
