import { isEventOf } from '@nsg/domain/stored-events.ts';
import { findCampaign } from '@nsg/projections/advertising/campaigns-queries.ts';
import { reactionContext, type Reactor } from '@nsg/projections/runner/reactor.ts';
import { mailAdvertiser, partialRefundNotice, refundNotice } from '../advertising/advertiser-mail.ts';
import { findPaymentByIntent } from '@nsg/projections/advertising/payments-queries.ts';
import type { AppDeps } from '../deps.ts';

type Deps = Pick<AppDeps, 'store' | 'db' | 'vault'>;

const NAME = 'refund-mail-reactor';

/** The advertiser is told of a refund once per payment: the amount, the provider's reference, why. */
export function refundMailReactor(deps: Deps): Reactor {
  return {
    name: NAME,
    eventTypes: new Set(['advertising.PaymentRefunded']),
    async react(event) {
      if (!isEventOf(event, ['advertising.PaymentRefunded'])) return;
      const { campaignId, advertiserId, paymentId, amount, refundId, reason } = event.data;
      // The campaign was there long before its payment: its read model row is too.
      const campaign = await findCampaign(deps.db, campaignId);
      const payment = await findPaymentByIntent(deps.db, event.data.paymentIntentId);
      if (!campaign || !payment) return;
      const whole = amount >= payment.amount;
      await mailAdvertiser(deps, advertiserId, {
        ...(whole
          ? refundNotice({ campaignName: campaign.name, amountCents: amount, refundId, reason })
          : partialRefundNotice({
              campaignName: campaign.name,
              amountCents: amount,
              paidCents: payment.amount,
              refundId,
              reason,
            })),
        // A payment may be refunded in parts: one mail per refund.
        dedupeKey: whole ? `refund:${paymentId}` : `refund:${paymentId}:${refundId}`,
        context: reactionContext(NAME, event),
      });
    },
  };
}
