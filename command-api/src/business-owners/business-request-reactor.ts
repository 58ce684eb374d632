import { businessListingDecider, businessListingStreamId } from '@nsg/domain/catalog/business-listing.ts';
import {
  businessRequestDecider,
  businessRequestStreamId,
  type BusinessRequestApproved,
} from '@nsg/domain/catalog/business-request.ts';
import { businessCategoryImage } from '@nsg/domain/catalog/seed/businesses.ts';
import type { SeedBusiness } from '@nsg/domain/catalog/seed/types.ts';
import { isEventOf } from '@nsg/domain/stored-events.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { reactionContext, type Reactor } from '@nsg/projections/runner/reactor.ts';
import type { AppDeps } from '../deps.ts';
import { addWithNextId } from '../catalog/catalog-admin-routes.ts';
import { businessesAdmin } from '../catalog/businesses-admin.ts';

const NAME = 'business-request-reactor';
const APPROVED = ['catalog.BusinessRequestApproved'] as const;
const RETRY = { retry: { retries: 2 } };

type Deps = Pick<AppDeps, 'store' | 'db'>;

/**
 * What follows an admin's approval of a request for a new business: the business is added to the
 * directory in the admin's name (a real listing, not sample data), the request records its id, and the
 * advertiser who asked owns it with the hours and photos they gave.
 */
export function businessRequestReactor(deps: Deps): Reactor {
  return {
    name: NAME,
    eventTypes: new Set(APPROVED),
    async react(event) {
      if (!isEventOf(event, APPROVED)) return;
      const context = reactionContext(NAME, event);
      const businessId = await listedBusiness(deps, event.data, context);
      const { requestId, advertiserId, by, business } = event.data;
      await handleCommand(
        deps.store,
        businessListingDecider,
        businessListingStreamId(businessId),
        {
          kind: 'OwnRequestedBusiness',
          businessId,
          requestId,
          advertiserId,
          hours: business.hours,
          photos: business.photos,
          by,
          now: new Date(event.data.at),
        },
        context,
        RETRY,
      );
    },
  };
}

/** The business the approval added: added now, or found in the request where an earlier reaction put it. */
async function listedBusiness(
  deps: Deps,
  approval: BusinessRequestApproved['data'],
  context: CommandContext,
) {
  const streamId = businessRequestStreamId(approval.requestId);
  const history = await deps.store.readStream(streamId);
  const listed = history.find((event) => isEventOf(event, ['catalog.RequestedBusinessListed']));
  if (listed && isEventOf(listed, ['catalog.RequestedBusinessListed'])) return listed.data.businessId;
  const businessId = await addWithNextId(deps, businessesAdmin, catalogFields(approval), context);
  await handleCommand(
    deps.store,
    businessRequestDecider,
    streamId,
    { kind: 'RecordListing', businessId },
    context,
    RETRY,
  );
  return businessId;
}

/** The directory's fields of the requested business: its first photo, or its category's picture. */
function catalogFields({ business, latitude, longitude }: BusinessRequestApproved['data']) {
  const fields: Omit<SeedBusiness, 'id'> = {
    name: business.name,
    category: business.category,
    location: business.location,
    description: business.description,
    image: business.photos[0] ?? businessCategoryImage(business.category),
    latitude,
    longitude,
    ...(business.descriptionJa && { descriptionJa: business.descriptionJa }),
    ...(business.phone && { phone: business.phone }),
    ...(business.website && { website: business.website }),
  };
  return fields;
}
