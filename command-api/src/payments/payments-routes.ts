import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPaymentIntentSchema,
  paymentDecider,
  paymentStreamId,
} from '@nsg/domain/advertising/payment.ts';
import { amountCentsFor } from '@nsg/domain/advertising/pricing.ts';
import { WrongExpectedVersion } from '@nsg/platform/event-store/event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { deterministicId } from '@nsg/platform/ids.ts';
import { findCampaign, type CampaignView } from '@nsg/projections/advertising/campaigns-queries.ts';
import { findAdvertiserById } from '@nsg/projections/accounts/advertisers-queries.ts';
import { findPaymentByIntent } from '@nsg/projections/advertising/payments-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { requireAccount } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { paymentIntentEvent, type PaymentGateway } from './payment-gateway.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { paymentView } from '../advertising/advertising-views.ts';

/** The one payment of a campaign. */
export const paymentIdOf = (campaignId: string) => deterministicId(`payment:campaign:${campaignId}`);

/** A campaign is never paid for days already gone. */
const PAST_START_MESSAGE =
  "This campaign's start date has passed: change its dates to start today or later, then pay for it.";

const PAST_START = { code: 'campaign_start_passed' } as const;

/** Stripe's test card that is declined; the test-mode gateway declines it too. */
export const DECLINED_TEST_CARD = '4000000000000002';

const intentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
  currency: z.string(),
  testMode: z.boolean(),
});

export function paymentsRoutes(deps: AppDeps, gateway: PaymentGateway) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];

    app.get(
      '/api/payments/config',
      {
        config: { reads: [] },
        schema: {
          tags,
          response: { 200: z.object({ testMode: z.boolean(), publishableKey: z.string().nullable() }) },
        },
      },
      async () => ({
        testMode: gateway.mode === 'test',
        publishableKey: gateway.mode === 'stripe' ? (deps.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      }),
    );

    app.post(
      '/api/create-payment-intent',
      {
        onRequest: requireAccount,
        schema: {
          tags,
          // Any `amount` sent is dropped: the amount comes from the campaign.
          body: createPaymentIntentSchema,
          response: { 200: intentResponse },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => {
        const campaign = await findCampaign(deps.db, request.body.campaignId);
        if (!campaign || campaign.advertiserId !== request.account!.id)
          throw new HttpError(404, 'Campaign not found');
        const paymentId = paymentIdOf(campaign.id);
        const history = await deps.store.readStream(paymentStreamId(paymentId));
        const existing = history.find((event) => event.type === 'advertising.PaymentIntentCreated');
        const amount = amountCentsFor(Number(campaign.budget));
        await assertPayable(deps, campaign);
        if (existing) {
          const { paymentIntentId } = existing.data as { paymentIntentId: string };
          return {
            clientSecret: await gateway.clientSecretOf(paymentIntentId),
            paymentIntentId,
            amount,
            currency: 'usd',
            testMode: gateway.mode === 'test',
          };
        }
        const intent = await gateway.createIntent({
          amount,
          campaignId: campaign.id,
          paymentId,
          idempotencyKey: `campaign-${campaign.id}-payment`,
        });
        await executeCommand(
          deps.store,
          paymentDecider,
          paymentStreamId(paymentId),
          {
            kind: 'CreatePaymentIntent',
            intent: {
              paymentId,
              campaignId: campaign.id,
              advertiserId: campaign.advertiserId,
              paymentIntentId: intent.id,
              amount,
              currency: 'usd',
              mode: gateway.mode,
            },
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        return {
          clientSecret: intent.clientSecret,
          paymentIntentId: intent.id,
          amount,
          currency: 'usd',
          testMode: gateway.mode === 'test',
        };
      },
    );

    app.get(
      '/api/payment/:paymentIntentId',
      {
        config: { reads: [READS.payments] },
        onRequest: requireAccount,
        schema: {
          tags,
          params: z.object({ paymentIntentId: z.string().min(1).max(200) }),
          response: { 200: paymentView },
        },
      },
      async (request) => {
        const payment = await findPaymentByIntent(deps.db, request.params.paymentIntentId);
        const account = request.account!;
        if (!payment || (account.role !== 'admin' && payment.advertiserId !== account.id)) {
          throw new HttpError(404, 'Payment not found');
        }
        return payment;
      },
    );

    app.post(
      '/api/payments/test-mode/confirm',
      {
        onRequest: requireAccount,
        schema: {
          tags,
          body: z.object({
            paymentIntentId: z.string().min(1).max(200),
            cardNumber: z.string().max(30).optional(),
          }),
          response: {
            200: z.object({
              status: z.enum(['succeeded', 'failed']),
              message: z.string().optional().describe("The card issuer's reason for a decline"),
            }),
          },
        },
      },
      async (request) => {
        if (gateway.mode !== 'test') throw new HttpError(404, 'Test mode is off');
        const payment = await findPaymentByIntent(deps.db, request.body.paymentIntentId);
        if (!payment || payment.advertiserId !== request.account!.id)
          throw new HttpError(404, 'Payment not found');
        const campaign = await findCampaign(deps.db, payment.campaignId);
        if (!campaign) throw new HttpError(404, 'Campaign not found');
        await assertPayable(deps, campaign);
        const declined = request.body.cardNumber?.replace(/\D/g, '') === DECLINED_TEST_CARD;
        const declineMessage = 'Your card was declined.';
        const payload = paymentIntentEvent({
          eventId: `evt_test_${randomBytes(12).toString('hex')}`,
          outcome: declined ? 'failed' : 'succeeded',
          paymentIntentId: payment.paymentIntentId,
          amount: payment.amount,
          metadata: { campaignId: payment.campaignId, paymentId: payment.id },
          ...(declined ? { message: declineMessage } : {}),
        });
        // The same path as Stripe's delivery: signature verification, then the webhook handler.
        await handleWebhook(deps, gateway, payload, gateway.signTestPayload(payload));
        return declined
          ? { status: 'failed' as const, message: declineMessage }
          : { status: 'succeeded' as const };
      },
    );

    await app.register(async (raw) => {
      raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      raw.post(
        '/api/stripe/webhook',
        {
          schema: {
            tags,
            security: [{ stripeSignature: [] }],
            response: {
              200: z.object({
                received: z.literal(true),
                duplicate: z.literal(true).optional().describe('This event was delivered before'),
              }),
            },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
            throw new HttpError(400, 'Missing Stripe signature');
          }
          return handleWebhook(deps, gateway, request.body, signature);
        },
      );
    });
  };
}

/** What the handler reads of a signed event; a signature proves who sent it, not its shape. */
const stripeEventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  data: z.object({
    object: z.looseObject({
      id: z.string().optional(),
      amount: z.number().int().nonnegative().optional(),
      metadata: z.record(z.string(), z.string()).nullish(),
      last_payment_error: z.object({ message: z.string().nullish() }).nullish(),
    }),
  }),
});

export const ADVERTISER_NOT_APPROVED_MESSAGE =
  'Your advertiser account is not approved yet: you can pay for a campaign once we have approved it.';

/**
 * Only an approved advertiser pays, and only for a pending campaign that starts today or later: nobody
 * pays for a campaign that cannot serve or for days that have gone. Asked again for an existing intent too.
 */
async function assertPayable(deps: AppDeps, campaign: CampaignView) {
  const owner = await findAdvertiserById(deps.db, campaign.advertiserId);
  if (owner?.status !== 'active')
    throw new HttpError(409, ADVERTISER_NOT_APPROVED_MESSAGE, {
      campaignId: [ADVERTISER_NOT_APPROVED_MESSAGE],
    });
  if (campaign.status !== 'pending') {
    const message = `This campaign is ${campaign.status}; only a pending campaign can be paid for`;
    throw new HttpError(409, message, { campaignId: [message] });
  }
  if (campaign.startDate < hawaiiDay(deps.clock.now()))
    throw new HttpError(409, PAST_START_MESSAGE, { campaignId: [PAST_START_MESSAGE] }, PAST_START);
}

/**
 * Handles a Stripe event once per event id: the payment records its outcome (the decider ignores
 * repeats, so a redelivery racing the first changes nothing either). What follows a success, the
 * campaign's activation and the receipt, is the campaign payment reactor's.
 */
export async function handleWebhook(
  deps: AppDeps,
  gateway: PaymentGateway,
  rawBody: Buffer | string,
  signature: string,
): Promise<{ received: true; duplicate?: true }> {
  let verified;
  try {
    verified = gateway.verifyWebhook(rawBody, signature);
  } catch {
    throw new HttpError(400, 'Invalid Stripe signature');
  }
  const parsed = stripeEventShape.safeParse(verified);
  if (!parsed.success) throw new HttpError(400, 'A Stripe event needs an id, a type and data.object');
  const event = parsed.data;
  const claimStream = `stripe_event-${event.id}`;
  if ((await deps.store.readStream(claimStream)).length > 0) return { received: true, duplicate: true };
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    const paymentId = intent.metadata?.paymentId;
    if (paymentId) {
      if (intent.id === undefined || intent.amount === undefined)
        throw new HttpError(400, 'A payment intent event needs the intent id and amount');
      const context = {
        actor: 'system:stripe',
        correlationId: event.id,
        idempotencyKey: `stripe:${event.id}`,
      };
      const succeeded = event.type === 'payment_intent.succeeded';
      await executeCommand(
        deps.store,
        paymentDecider,
        paymentStreamId(paymentId),
        {
          kind: 'RecordPaymentOutcome',
          outcome: succeeded ? 'succeeded' : 'failed',
          paymentIntentId: intent.id,
          amount: intent.amount,
          providerEventId: event.id,
          message: intent.last_payment_error?.message ?? null,
          now: deps.clock.now(),
        },
        context,
      );
    }
  }
  try {
    await deps.store.append(
      claimStream,
      toNewEvents(
        [
          {
            type: 'advertising.ProviderEventProcessed',
            data: { providerEventId: event.id, type: event.type },
          },
        ],
        { actor: 'system:stripe', correlationId: event.id },
        claimStream,
      ),
      { expectedRevision: 'no_stream' },
    );
  } catch (error) {
    if (!(error instanceof WrongExpectedVersion)) throw error;
    return { received: true, duplicate: true };
  }
  return { received: true };
}
