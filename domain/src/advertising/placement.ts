// No zod here: the visitor pages import this module, and zod does not belong in their first load.
import { MONTHLY_PRICE_DOLLARS } from './pricing.ts';

/**
 * Where a campaign's ads are shown, as /business-partnership promises: sponsored cards in the business
 * directory ("content", the spec's only position), the home page header, and the beach pages' side column.
 */
export const adPlacements = ['content', 'header', 'sidebar'] as const;
export type AdPlacement = (typeof adPlacements)[number];

export const placementLabels: Record<AdPlacement, string> = {
  content: 'Business directory',
  header: 'Home page header',
  sidebar: 'Beach pages',
};

export const PLACEMENT_NOT_OFFERED_MESSAGE = 'This placement is not on offer right now';

/** An admin's rate as the pricing needs it (advertising_rates). */
export interface OfferedRate {
  position: string;
  monthlyRate: number;
  isActive: boolean;
}

/**
 * A placement's monthly price: the lowest active rate an admin set for its position, or the spec's $30 a
 * month while none is set. A placement whose rates are all inactive has been withdrawn: null.
 */
export function monthlyPriceFor(placement: AdPlacement, rates: readonly OfferedRate[]): number | null {
  const forPlacement = rates.filter((r) => r.position === placement);
  const prices = forPlacement.filter((r) => r.isActive).map((r) => r.monthlyRate);
  if (prices.length) return Math.min(...prices);
  return forPlacement.length ? null : MONTHLY_PRICE_DOLLARS;
}

/** The beach page's three typed slots (spec 000 §5). */
export type BeachSlot = 'activity' | 'accommodation' | 'shop';

/**
 * Which beach-page slot an ad of this business type fills. The spec's slots are typed activity,
 * accommodation and shop, types advertisers cannot pick: tours and entertainment are activities, and the
 * remaining local businesses (shops, food, services) share the shop slot, so every type appears somewhere.
 */
export function beachSlotOf(businessType: string | null): BeachSlot {
  switch (businessType) {
    case 'tourism':
    case 'entertainment':
    case 'activity':
      return 'activity';
    case 'accommodation':
      return 'accommodation';
    default:
      return 'shop';
  }
}
