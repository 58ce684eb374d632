import { campaignDecider, campaignStreamId } from '@nsg/domain/advertising/campaign.ts';
import { paymentStreamId } from '@nsg/domain/advertising/payment.ts';
import { isEventOf, type RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { publicLink } from '@nsg/platform/public-url.ts';
import { findCampaign } from '@nsg/projections/advertising/campaigns-queries.ts';
import { reactionContext, type Reactor } from '@nsg/projections/runner/reactor.ts';
import { mailAdvertiser, paymentReceipt } from '../advertising/advertiser-mail.ts';
import type { AppDeps } from '../deps.ts';
import { campaignState } from './campaign-records.ts';

type Deps = Pick<AppDeps, 'store' | 'db' | 'vault' | 'config'>;

const NAME = 'campaign-payment-reactor';

type Payment = RecordedStoredEvent<'advertising.PaymentSucceeded'>;

/**
 * What follows a successful payment: its campaign is activated (once: a paid campaign is no longer
 * pending) and the advertiser gets the receipt (once per payment intent).
 */
export function campaignPaymentReactor(deps: Deps): Reactor {
  return {
    name: NAME,
    eventTypes: new Set(['advertising.PaymentSucceeded']),
    async react(event) {
      if (!isEventOf(event, ['advertising.PaymentSucceeded'])) return;
      const context = reactionContext(NAME, event);
      const activated = await activateCampaign(deps, event, context);
      // A payment for a campaign stopped before it landed buys nothing: it is refunded, not receipted.
      if (activated) await sendReceipt(deps, event, context);
    },
  };
}

async function activateCampaign(deps: Deps, payment: Payment, context: CommandContext) {
  const { campaignId, paymentId, at } = payment.data;
  await handleCommand(
    deps.store,
    campaignDecider,
    campaignStreamId(campaignId),
    { kind: 'RecordPayment', paymentId, by: 'system:stripe', now: new Date(at) },
    context,
    { retry: { retries: 1 } },
  );
  const campaign = await campaignState(deps.store, campaignId);
  return campaign.exists && campaign.paid;
}

/** The advertiser's receipt, once per payment (the webhook may be delivered again). */
async function sendReceipt(deps: Deps, payment: Payment, context: CommandContext) {
  const { campaignId, paymentId, paymentIntentId, amount, at } = payment.data;
  const campaign = await findCampaign(deps.db, campaignId);
  if (!campaign) return;
  const [intent] = await deps.store.readStream(paymentStreamId(paymentId));
  const testMode =
    !!intent && isEventOf(intent, ['advertising.PaymentIntentCreated']) && intent.data.mode === 'test';
  await mailAdvertiser(deps, campaign.advertiserId, {
    ...paymentReceipt({
      amountCents: amount,
      campaignName: campaign.name,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      paymentIntentId,
      testMode,
      paidAt: new Date(at),
      billingLink: publicLink(deps.config, '/advertiser/billing'),
    }),
    dedupeKey: `receipt:${paymentIntentId}`,
    context,
  });
}
