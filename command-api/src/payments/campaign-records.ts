import { campaignDecider, campaignStreamId, type CampaignEvent } from '@nsg/domain/advertising/campaign.ts';
import { paymentDecider, paymentStreamId, type PaymentEvent } from '@nsg/domain/advertising/payment.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import { streamEvents } from '@nsg/domain/stored-events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { paymentIdOf } from './payments-routes.ts';

/** A campaign as its own events say, ahead of any read model. */
export async function campaignState(store: EventStore, campaignId: string) {
  return foldEvents(
    campaignDecider,
    streamEvents<CampaignEvent>(await store.readStream(campaignStreamId(campaignId))),
  );
}

/** A campaign's payment as its own events say, with those events. */
export async function paymentRecords(store: EventStore, campaignId: string) {
  const history = streamEvents<PaymentEvent>(
    await store.readStream(paymentStreamId(paymentIdOf(campaignId))),
  );
  return { history, payment: foldEvents(paymentDecider, history) };
}
