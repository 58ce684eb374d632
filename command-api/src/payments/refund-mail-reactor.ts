import { isEventOf } from '@nsg/domain/stored-events.ts';
import { findCampaign } from '@nsg/projections/advertising/campaigns-queries.ts';
import { reactionContext, type Reactor } from '@nsg/projections/runner/reactor.ts';
import { mailAdvertiser, refundNotice } from '../advertising/advertiser-mail.ts';
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
      if (!campaign) return;
      await mailAdvertiser(deps, advertiserId, {
        ...refundNotice({ campaignName: campaign.name, amountCents: amount, refundId, reason }),
        dedupeKey: `refund:${paymentId}`,
        context: reactionContext(NAME, event),
      });
    },
  };
}
