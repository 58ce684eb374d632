import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignDecider, campaignStreamId } from '@nsg/domain/advertising/campaign.ts';
import {
  paymentDecider,
  paymentRefundable,
  paymentStreamId,
  REFUND_UNPAID_MESSAGE,
  refundTooLargeMessage,
  refundSchema,
  type PaymentRefunded,
} from '@nsg/domain/advertising/payment.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { unservedShare } from '@nsg/domain/advertising/refund.ts';
import { impressionsServed } from '@nsg/projections/advertising/ad-stats-queries.ts';
import { findCampaign, type CampaignView } from '@nsg/projections/advertising/campaigns-queries.ts';
import { actorOf, requireAccount } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { uuidParam } from '../http/schemas.ts';
import { assertOwnerOrAdmin } from '../advertising/ownership.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentIdOf } from './payments-routes.ts';
import { campaignState, paymentRecords } from './campaign-records.ts';

export const ALREADY_SERVED_MESSAGE =
  'This campaign has already shown your ads to visitors, so it cannot be refunded here. Contact us and we will look at it with you.';
const REASON_REQUIRED = 'Say why the campaign is refunded: the advertiser is told';
const NEVER_SERVED_REASON = 'The campaign never showed an ad; refunded at your request.';

const CANCEL_RUNNING_ONLY_MESSAGE = 'Only a paid campaign that is running or paused can be cancelled';
const NOTHING_UNSERVED_MESSAGE =
  'This campaign has served all its paid days: there is nothing left to refund';

export const REJECTED_REFUNDS_ITSELF_MESSAGE =
  'This campaign was rejected: what it did not serve is refunded automatically, with a mail to the advertiser.';

const refunded = z.object({
  id: z.string(),
  status: z.string().describe('The campaign status: refunded, or unchanged after a partial refund'),
  refundId: z.string(),
  amount: z.number().int().describe('Cents'),
  position: z.string(),
});

/**
 * Refunds: an advertiser gets the whole payment back for a campaign that never showed an ad; an admin can
 * refund any paid campaign, saying why. The refund goes through the payment provider first (idempotent per
 * payment), then is recorded on the payment and the campaign, which stops for good.
 */
export function refundRoutes(deps: AppDeps, gateway: PaymentGateway) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/campaigns/:id/refund',
      {
        onRequest: requireAccount,
        schema: { tags: ['payments'], params: uuidParam, body: refundSchema, response: { 200: refunded } },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const campaign = await findCampaign(deps.db, request.params.id);
        assertOwnerOrAdmin(request, campaign?.advertiserId, 'Campaign');
        const reason = await refundReason(deps, request, campaign!, request.body.reason);
        const partial = request.account!.role === 'admin' ? request.body.amountCents : undefined;
        const records = await recordsOf(deps, campaign!.id);
        return refundCampaign(deps, gateway, request, campaign!, records, reason, partial);
      },
    );

    // The owner cancels a paid campaign: it stops, and the days it will not serve go back pro rata.
    app.post(
      '/api/campaigns/:id/cancel',
      {
        onRequest: requireAccount,
        schema: { tags: ['payments'], params: uuidParam, response: { 200: refunded } },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const campaign = await findCampaign(deps.db, request.params.id);
        assertOwnerOrAdmin(request, campaign?.advertiserId, 'Campaign');
        // Decided on the campaign's own events: the list may not show yet a cancel or refund just made.
        const records = await recordsOf(deps, campaign!.id);
        const { state, payment } = records;
        if (!state.exists || !state.paid || !['active', 'paused'].includes(state.status))
          throw new HttpError(409, CANCEL_RUNNING_ONLY_MESSAGE);
        if (!payment.exists) throw new HttpError(409, REFUND_UNPAID_MESSAGE);
        const share = unservedShare({
          amountCents: payment.amount,
          startDate: state.startDate,
          endDate: state.endDate,
          stoppedOn: hawaiiDay(deps.clock.now()),
        });
        if (share.cents === 0) throw new HttpError(409, NOTHING_UNSERVED_MESSAGE);
        const reason = `Cancelled at your request. Refunded pro rata for the ${share.unservedDays} of ${share.paidDays} paid days it will not serve (${share.unservedDays}/${share.paidDays} of the payment, rounded down to the cent).`;
        return refundCampaign(deps, gateway, request, campaign!, records, reason, share.cents, true);
      },
    );
  };
}

/** Decided on the campaign's and the payment's own events, read once per request. */
async function recordsOf(deps: AppDeps, campaignId: string) {
  const [state, { history, payment }] = await Promise.all([
    campaignState(deps.store, campaignId),
    paymentRecords(deps.store, campaignId),
  ]);
  return { state, history, payment };
}

/** An admin says why; an advertiser may refund only what never served, and is told so. */
async function refundReason(
  deps: AppDeps,
  request: FastifyRequest,
  campaign: CampaignView,
  given: string | null,
): Promise<string> {
  if (request.account!.role === 'admin') {
    if (!given) throw new HttpError(400, REASON_REQUIRED, { reason: [REASON_REQUIRED] });
    return given;
  }
  if (campaign.status !== 'refunded' && (await impressionsServed(deps.db, campaign.id)) > 0)
    throw new HttpError(409, ALREADY_SERVED_MESSAGE);
  return given ? `${NEVER_SERVED_REASON} ${given}` : NEVER_SERVED_REASON;
}

/**
 * Everything is checked before the provider is asked: a refund the records would refuse is never made.
 * Without an amount, all that remains refundable goes back and the campaign stops; an admin's partial
 * refund leaves it running.
 */
async function refundCampaign(
  deps: AppDeps,
  gateway: PaymentGateway,
  request: FastifyRequest,
  campaign: CampaignView,
  { state, history, payment }: Awaited<ReturnType<typeof recordsOf>>,
  reason: string,
  asked: number | undefined,
  /** Stop the campaign even though part of the payment stays (the advertiser's cancel). */
  stop = false,
) {
  const paymentId = paymentIdOf(campaign.id);
  if (state.exists && state.status === 'rejected' && !state.paid)
    throw new HttpError(409, REJECTED_REFUNDS_ITSELF_MESSAGE);
  if (!payment.exists || (payment.status !== 'succeeded' && payment.status !== 'refunded'))
    throw new HttpError(409, REFUND_UNPAID_MESSAGE);
  const context = commandContext(request);
  const by = actorOf(request);
  const now = deps.clock.now();
  const refundable = paymentRefundable(payment);
  // A repeat (or a retry after a crash) finds the payment refunded and records what is missing.
  const last = history.findLast((e): e is PaymentRefunded => e.type === 'advertising.PaymentRefunded');
  let refundId = last?.data.refundId ?? '';
  let amount = last?.data.amount ?? 0;
  let position = '';
  if (refundable > 0 || payment.status !== 'refunded') {
    amount = asked ?? refundable;
    if (amount > refundable) {
      const message = refundTooLargeMessage(refundable);
      throw new HttpError(409, message, { amountCents: [message] });
    }
    refundId = (
      await gateway.refund({
        paymentIntentId: payment.paymentIntentId,
        paymentId,
        amount,
        idempotencyKey:
          payment.refundIds.length === 0 && amount === payment.amount
            ? `refund:${paymentId}`
            : `refund:${paymentId}:${payment.refundIds.length}`,
      })
    ).id;
    const recorded = await executeCommand(
      deps.store,
      paymentDecider,
      paymentStreamId(paymentId),
      { kind: 'RecordRefund', refundId, amount, reason, by, now },
      context,
    );
    position = positionOf(recorded.appended);
  }
  const whole = stop || amount === refundable || payment.status === 'refunded';
  if (!whole || !state.exists || !state.paid) {
    return { id: campaign.id, status: campaign.status, refundId, amount, position };
  }
  const { appended } = await executeCommand(
    deps.store,
    campaignDecider,
    campaignStreamId(campaign.id),
    { kind: 'RecordRefund', paymentId, refundId, amount: stop ? amount : payment.amount, by, now },
    context,
  );
  return { id: campaign.id, status: 'refunded', refundId, amount, position: positionOf(appended) };
}
