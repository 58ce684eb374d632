import type { AdvertiserEvent, EmailClaimEvent, SignedIn, SignInFailed } from './accounts/advertiser.ts';
import type { AdEvent } from './advertising/ad.ts';
import type { AdTrafficEvent } from './advertising/ad-traffic.ts';
import type { CampaignEvent } from './advertising/campaign.ts';
import type { PaymentEvent, ProviderEventProcessed } from './advertising/payment.ts';
import type { RateSet } from './advertising/rate.ts';
import type { BeachExposureSet, CatalogEvent } from './catalog/catalog-events.ts';
import type { BeachHazardAssessed } from './conditions/beach-hazard.ts';
import type { HighwayStatusEvent } from './conditions/highway-status.ts';
import type { ContactEvent } from './contact/contact-message.ts';
import type { RewardStockEvent } from './eco/eco-reward-stock.ts';
import type { EcoVisitorEvent } from './eco/eco-visitor.ts';
import type { MailEvent } from './mail/mail-message.ts';
import type { ListingEvent } from './marketplace/listing.ts';
import type { PushSubscriptionEvent } from './notifications/push-subscription.ts';
import type { PersonErased } from './personal-data/person-erasure.ts';
import type { ReviewEvent } from './reviews/review.ts';
import type { SurveyEvent } from './surveys/survey.ts';

/**
 * Every event the log holds, in its current version. `npm run event-schemas` turns this union into the
 * JSON Schemas that stored events are checked against when they are read (event-schemas.generated.json).
 */
export type StoredEvent =
  | AdvertiserEvent
  | EmailClaimEvent
  | SignedIn
  | SignInFailed
  | AdEvent
  | AdTrafficEvent
  | CampaignEvent
  | PaymentEvent
  | ProviderEventProcessed
  | RateSet
  | CatalogEvent
  | BeachExposureSet
  | BeachHazardAssessed
  | HighwayStatusEvent
  | ContactEvent
  | RewardStockEvent
  | EcoVisitorEvent
  | MailEvent
  | ListingEvent
  | PushSubscriptionEvent
  | PersonErased
  | ReviewEvent
  | SurveyEvent;

export type StoredEventType = StoredEvent['type'];
