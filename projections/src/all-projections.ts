import { advertisersProjection } from './accounts/advertisers-projection.ts';
import { adsProjection } from './advertising/ads-projection.ts';
import { adStatsProjection } from './advertising/ad-stats-projection.ts';
import { campaignsProjection } from './advertising/campaigns-projection.ts';
import { paymentsProjection } from './advertising/payments-projection.ts';
import { ratesProjection } from './advertising/rates-projection.ts';
import { auditProjection } from './audit/audit-projection.ts';
import { calendarProjection } from './calendar/calendar-projection.ts';
import { catalogProjection } from './catalog/catalog-projection.ts';
import { headerImagesProjection } from './catalog/header-images-projection.ts';
import { businessOwnersProjection } from './business-owners/business-owners-projection.ts';
import { ecoProjection } from './eco/eco-projection.ts';
import { mailProjection } from './mail/mail-projection.ts';
import { marketplaceProjection } from './marketplace/marketplace-projection.ts';
import { surveysProjection } from './surveys/surveys-projection.ts';
import { reviewsProjection } from './reviews/reviews-projection.ts';
import { beachHazardsProjection } from './conditions/beach-hazards-projection.ts';
import { highwayStatusProjection } from './conditions/highway-status-projection.ts';
import { notificationsProjection } from './notifications/notifications-projection.ts';
import { invoicesProjection } from './invoices/invoices-projection.ts';
import { trafficFactsProjection } from './traffic-facts/traffic-facts-projection.ts';
import type { Projection } from './runner/projection.ts';

/** Every projection the runner applies, by name. */
export const allProjections: readonly Projection[] = [
  catalogProjection,
  headerImagesProjection,
  businessOwnersProjection,
  reviewsProjection,
  advertisersProjection,
  auditProjection,
  mailProjection,
  marketplaceProjection,
  surveysProjection,
  campaignsProjection,
  adsProjection,
  paymentsProjection,
  adStatsProjection,
  ratesProjection,
  highwayStatusProjection,
  beachHazardsProjection,
  notificationsProjection,
  ecoProjection,
  invoicesProjection,
  calendarProjection,
  trafficFactsProjection,
];

/** The projections that carry most of the log: their pages are written with a few set-based statements. */
export const setBasedProjections: readonly Projection[] = [
  reviewsProjection,
  auditProjection,
  marketplaceProjection,
  surveysProjection,
  adStatsProjection,
  ecoProjection,
  trafficFactsProjection,
];

export function findProjection(name: string): Projection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
