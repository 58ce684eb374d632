import type { AdvertiserEvent, EmailClaimEvent, SignedIn, SignInFailed } from './accounts/advertiser.ts';
import type { AdEvent } from './advertising/ad.ts';
import type { AdTrafficEvent } from './advertising/ad-traffic.ts';
import type { CampaignEvent } from './advertising/campaign.ts';
import type { InvoiceNumberAssigned } from './advertising/invoice.ts';
import type { PaymentEvent, ProviderEventProcessed } from './advertising/payment.ts';
import type { RateSet } from './advertising/rate.ts';
import type { CalendarEvent } from './calendar/calendar-event.ts';
import type { BusinessListingEvent } from './catalog/business-listing.ts';
import type { BusinessRequestEvent } from './catalog/business-request.ts';
import type { BeachExposureSet, CatalogEditEvent, CatalogEvent } from './catalog/catalog-events.ts';
import type { HeaderImageEvent, HeaderImagesReordered } from './catalog/header-image.ts';
import type { LocalTipSuggestionEvent } from './catalog/local-tip-suggestion.ts';
import type { SampleDataRetired } from './catalog/sample-retirement.ts';
import type { BeachHazardAssessed } from './conditions/beach-hazard.ts';
import type { HighwayStatusEvent } from './conditions/highway-status.ts';
import type { ContactEvent } from './contact/contact-message.ts';
import type { RewardStockEvent } from './eco/eco-reward-stock.ts';
import type { EcoVisitorEvent } from './eco/eco-visitor.ts';
import type { MailEvent } from './mail/mail-message.ts';
import type { ListingEvent } from './marketplace/listing.ts';
import type { NewsletterEvent } from './newsletter/newsletter-subscription.ts';
import type { PushSubscriptionEvent } from './notifications/push-subscription.ts';
import type { ProjectionOperationEvent } from './operations/projection-skip.ts';
import type { PersonErased } from './personal-data/person-erasure.ts';
import type { ReviewEvent } from './reviews/review.ts';
import type { OwnerReplyEvent } from './reviews/owner-reply.ts';
import type { SurveyEvent } from './surveys/survey.ts';
import type { DomainEvent, RecordedEvent } from './shared/events.ts';

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
  | InvoiceNumberAssigned
  | ProviderEventProcessed
  | RateSet
  | CalendarEvent
  | CatalogEvent
  | CatalogEditEvent
  | SampleDataRetired
  | HeaderImageEvent
  | HeaderImagesReordered
  | BeachExposureSet
  | BusinessListingEvent
  | BusinessRequestEvent
  | LocalTipSuggestionEvent
  | BeachHazardAssessed
  | HighwayStatusEvent
  | ContactEvent
  | RewardStockEvent
  | EcoVisitorEvent
  | MailEvent
  | ListingEvent
  | NewsletterEvent
  | PushSubscriptionEvent
  | PersonErased
  | ProjectionOperationEvent
  | ReviewEvent
  | OwnerReplyEvent
  | SurveyEvent;

export type StoredEventType = StoredEvent['type'];

/** A recorded event of the domain's types: read through the store or the runner, it was upcast and checked. */
export type RecordedStoredEvent<Type extends StoredEventType = StoredEventType> = RecordedEvent &
  Extract<StoredEvent, { type: Type }>;

/**
 * Narrows a recorded event to one of `types`. Every event the code reads has been upcast to its current
 * version and checked against its type's schema (readStoredEvent), so the narrowed data is what it says.
 */
export function isEventOf<Type extends StoredEventType>(
  event: RecordedEvent,
  types: ReadonlySet<Type> | readonly Type[],
): event is RecordedStoredEvent<Type> {
  return types instanceof Set
    ? (types as ReadonlySet<string>).has(event.type)
    : (types as readonly string[]).includes(event.type);
}

/**
 * A stream's events as its decider's event types. A stream holds one aggregate's events, each upcast and
 * checked against its type's schema when the store read it: this is the one place that trusts that.
 */
export function streamEvents<Event extends DomainEvent>(history: readonly RecordedEvent[]): Event[] {
  return history as unknown as Event[];
}
