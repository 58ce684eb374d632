import { isEventOf, type RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import { publicLink } from '@nsg/platform/public-url.ts';
import { reactionContext, type Reactor } from '@nsg/projections/runner/reactor.ts';
import { mailAdvertiser } from '../advertising/advertiser-mail.ts';
import type { AppDeps } from '../deps.ts';

type Deps = Pick<AppDeps, 'store' | 'vault' | 'config'>;

const NAME = 'listing-mail-reactor';
const DECISIONS = [
  'catalog.BusinessClaimApproved',
  'catalog.BusinessClaimRejected',
  'catalog.ListingEditApproved',
  'catalog.ListingEditRejected',
  'catalog.BusinessRequestApproved',
  'catalog.BusinessRequestRejected',
] as const;
type Decision = RecordedStoredEvent<(typeof DECISIONS)[number]>;

/**
 * The advertiser is told each decision an admin makes on their claim of a business, their request for a
 * new one, or their listing edit.
 */
export function listingMailReactor(deps: Deps): Reactor {
  return {
    name: NAME,
    eventTypes: new Set(DECISIONS),
    async react(event) {
      if (!isEventOf(event, DECISIONS)) return;
      const name = 'name' in event.data ? event.data.name : await businessName(deps, event.data.businessId);
      await mailAdvertiser(deps, event.data.advertiserId, {
        ...listingDecisionNotice(event, name, publicLink(deps.config, '/advertiser/listings')),
        dedupeKey: `listing-decision:${event.eventId}`,
        context: reactionContext(NAME, event),
      });
    },
  };
}

/** The business's name as the catalog added it. */
async function businessName(deps: Deps, businessId: number): Promise<string> {
  const [added] = await deps.store.readStream(`business-${businessId}`);
  return added && isEventOf(added, ['catalog.BusinessAdded']) ? added.data.name : `Business #${businessId}`;
}

export function listingDecisionNotice(event: Decision, name: string, listingsLink: string) {
  const reviewersReason = (reason: string) => `\n\nThe reviewer's reason: ${reason}\n\n`;
  switch (event.type) {
    case 'catalog.BusinessClaimApproved':
      return {
        subject: `You now manage "${name}" on North Shore Guide`,
        body:
          `Your claim of "${name}" is approved. You can now keep its description, phone, website, ` +
          `opening hours and photos current, and reply to its reviews: ${listingsLink}`,
      };
    case 'catalog.BusinessClaimRejected':
      return {
        subject: `Your claim of "${name}" was not approved`,
        body:
          `We could not approve your claim of "${name}".` +
          reviewersReason(event.data.reason) +
          'Reply to this mail if you think this is a mistake.',
      };
    case 'catalog.BusinessRequestApproved':
      return {
        subject: `"${name}" is now in North Shore Guide`,
        body:
          `"${name}" is in the directory, and you manage it: keep its description, phone, website, ` +
          `opening hours and photos current, and reply to its reviews: ${listingsLink}`,
      };
    case 'catalog.BusinessRequestRejected':
      return {
        subject: `"${name}" was not added to North Shore Guide`,
        body:
          `We could not add "${name}" to the directory.` +
          reviewersReason(event.data.reason) +
          `You can ask again with more details: ${listingsLink}`,
      };
    case 'catalog.ListingEditApproved':
      return {
        subject: `Your changes to "${name}" are live`,
        body: `Your changes to the listing of "${name}" passed review: visitors see them now.`,
      };
    case 'catalog.ListingEditRejected':
      return {
        subject: `Your changes to "${name}" were not approved`,
        body:
          `Your changes to the listing of "${name}" did not pass review; visitors still see the listing as it was.` +
          reviewersReason(event.data.reason) +
          `Change them and send them again: ${listingsLink}`,
      };
  }
}
