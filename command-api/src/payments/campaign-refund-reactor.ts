import { campaignDecider, campaignStreamId, type CampaignState } from '@nsg/domain/advertising/campaign.ts';
import { paymentDecider, paymentRefundable, paymentStreamId } from '@nsg/domain/advertising/payment.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { unservedShare } from '@nsg/domain/advertising/refund.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { isEventOf, type RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { findCampaign, listCampaignsOf } from '@nsg/projections/advertising/campaigns-queries.ts';
import { reactionContext, type Reactor } from '@nsg/projections/runner/reactor.ts';
import { campaignStoppedNotice, mailAdvertiser } from '../advertising/advertiser-mail.ts';
import type { AppDeps } from '../deps.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentIdOf } from './payments-routes.ts';
import { campaignState, paymentRecords } from './campaign-records.ts';

type Deps = Pick<AppDeps, 'store' | 'db' | 'vault'>;

const NAME = 'campaign-refund-reactor';
const SYSTEM = 'system:refunds';

/**
 * The system's own refunds, after the event that calls for them: a rejected campaign gives back the
 * unserved part of its payment (pro rata by days), and a payment that lands on a campaign already
 * rejected goes back whole. The advertiser is told why the campaign stopped; the refund mail follows
 * the refund event.
 */
export function campaignRefundReactor(deps: Deps, gateway: () => Promise<PaymentGateway>): Reactor {
  return {
    name: NAME,
    eventTypes: new Set([
      'advertising.CampaignRejected',
      'advertising.CampaignPaused',
      'advertising.PaymentSucceeded',
      'accounts.AdvertiserStatusChanged',
    ]),
    async react(event) {
      if (isEventOf(event, ['accounts.AdvertiserStatusChanged'])) {
        if (event.data.status === 'suspended') await stopCampaignsOf(deps, event);
        return;
      }
      if (isEventOf(event, ['advertising.CampaignRejected', 'advertising.CampaignPaused'])) {
        await tellStopped(deps, event);
        if (event.type === 'advertising.CampaignRejected') await refundUnserved(deps, await gateway(), event);
      } else if (isEventOf(event, ['advertising.PaymentSucceeded'])) {
        await refundLatePayment(deps, await gateway(), event);
      }
    },
  };
}

/**
 * A suspended advertiser's campaigns stop: each is rejected, which refunds what it did not serve (a
 * pending one can then no longer be paid for).
 */
async function stopCampaignsOf(
  deps: Deps,
  suspended: RecordedStoredEvent<'accounts.AdvertiserStatusChanged'>,
) {
  const reason = suspended.data.reason
    ? `Advertiser account suspended: ${suspended.data.reason}`
    : 'Advertiser account suspended';
  for (const campaign of await listCampaignsOf(deps.db, suspended.data.advertiserId)) {
    if (!['pending', 'active', 'paused'].includes(campaign.status)) continue;
    await rejectCampaign(deps, campaign.id, reason, suspended);
  }
}

async function rejectCampaign(deps: Deps, campaignId: string, reason: string, cause: RecordedEvent) {
  try {
    await handleCommand(
      deps.store,
      campaignDecider,
      campaignStreamId(campaignId),
      { kind: 'ChangeCampaignStatus', status: 'rejected', reason, by: SYSTEM, now: cause.createdAt },
      { ...reactionContext(`${NAME}:${campaignId}`, cause), actor: SYSTEM },
      { retry: { retries: 1 } },
    );
  } catch (error) {
    // Stopped meanwhile (expired, refunded): nothing left to stop; the others still are.
    if (!(error instanceof DomainError)) throw error;
  }
}

type Stop = RecordedStoredEvent<'advertising.CampaignRejected' | 'advertising.CampaignPaused'>;

async function tellStopped(deps: Deps, stop: Stop) {
  // The advertiser's own pause needs no mail to them.
  if (stop.data.by.startsWith('advertiser:')) return;
  const campaign = await findCampaign(deps.db, stop.data.campaignId);
  if (!campaign) return;
  await mailAdvertiser(deps, stop.data.advertiserId, {
    ...campaignStoppedNotice({
      campaignName: campaign.name,
      status: stop.type === 'advertising.CampaignRejected' ? 'rejected' : 'paused',
      reason: stop.data.reason ?? null,
      paid: campaign.paid,
    }),
    dedupeKey: `stopped:${stop.eventId}`,
    context: reactionContext(NAME, stop),
  });
}

async function refundUnserved(
  deps: Deps,
  gateway: PaymentGateway,
  rejected: RecordedStoredEvent<'advertising.CampaignRejected'>,
) {
  const campaign = await findCampaign(deps.db, rejected.data.campaignId);
  if (!campaign) return;
  const payment = await paymentOf(deps, campaign.id);
  if (!payment.exists || paymentRefundable(payment) === 0) return;
  // A campaign rejected before it ever served (its payment had not activated it yet) served no day.
  const stoppedOn = rejected.data.previousStatus === 'pending' ? '0000-01-01' : hawaiiDay(rejected.data.at);
  const share = unservedShare({
    amountCents: payment.amount,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    stoppedOn,
  });
  const amount = Math.min(share.cents, paymentRefundable(payment));
  if (amount === 0) return;
  const why = rejected.data.reason
    ? `Campaign rejected: ${rejected.data.reason.replace(/[.!]+$/, '')}.`
    : 'Campaign rejected.';
  await refund(deps, gateway, rejected, {
    campaignId: campaign.id,
    amount,
    reason: `${why} Refunded pro rata for the ${share.unservedDays} of ${share.paidDays} paid days it will not serve (${share.unservedDays}/${share.paidDays} of the payment, rounded down to the cent).`,
  });
}

/** A payment that landed after its campaign was rejected buys nothing: all of it goes back. */
async function refundLatePayment(
  deps: Deps,
  gateway: PaymentGateway,
  succeeded: RecordedStoredEvent<'advertising.PaymentSucceeded'>,
) {
  const campaign = await campaignState(deps.store, succeeded.data.campaignId);
  if (!campaign.exists || !stoppedBeforePayment(campaign)) return;
  const payment = await paymentOf(deps, succeeded.data.campaignId);
  const amount = paymentRefundable(payment);
  if (amount === 0) return;
  await refund(deps, gateway, succeeded, {
    campaignId: succeeded.data.campaignId,
    amount,
    reason: `The payment arrived after the campaign was ${campaign.status}, so it could not buy any days. Refunded in full.`,
  });
}

const stoppedBeforePayment = (campaign: Extract<CampaignState, { exists: true }>) =>
  !campaign.paid && (campaign.status === 'rejected' || campaign.status === 'expired');

async function paymentOf(deps: Deps, campaignId: string) {
  return (await paymentRecords(deps.store, campaignId)).payment;
}

/** Through the provider first (keyed by the cause, so a second reaction refunds nothing more), then recorded. */
async function refund(
  deps: Deps,
  gateway: PaymentGateway,
  cause: RecordedEvent,
  { campaignId, amount, reason }: { campaignId: string; amount: number; reason: string },
) {
  const paymentId = paymentIdOf(campaignId);
  const payment = await paymentOf(deps, campaignId);
  if (!payment.exists) return;
  const { id: refundId } = await gateway.refund({
    paymentIntentId: payment.paymentIntentId,
    paymentId,
    amount,
    idempotencyKey: `refund:${paymentId}:${cause.eventId}`,
  });
  const context: CommandContext = { ...reactionContext(NAME, cause), actor: SYSTEM };
  await handleCommand(
    deps.store,
    paymentDecider,
    paymentStreamId(paymentId),
    { kind: 'RecordRefund', refundId, amount, reason, by: SYSTEM, now: cause.createdAt },
    context,
    { retry: { retries: 1 } },
  );
}
