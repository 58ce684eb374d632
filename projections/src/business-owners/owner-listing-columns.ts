import type { RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import type { ApplyEvent } from '../runner/projection.ts';

type Db = Parameters<ApplyEvent>[0];

export const ownerListingEventTypes = [
  'catalog.BusinessClaimApproved',
  'catalog.ListingEditApproved',
  'catalog.RequestedBusinessOwned',
] as const;

/**
 * What an owner keeps on the businesses read model: who owns it, and each approved edit's fields (or the
 * hours and photos of the business added at their request).
 */
export async function applyOwnerListing(
  db: Db,
  event: RecordedStoredEvent<(typeof ownerListingEventTypes)[number]>,
): Promise<void> {
  if (event.type === 'catalog.BusinessClaimApproved') {
    await db
      .updateTable('businesses')
      .set({ owner_id: event.data.advertiserId })
      .where('id', '=', event.data.businessId)
      .execute();
    return;
  }
  if (event.type === 'catalog.RequestedBusinessOwned') {
    const { businessId, advertiserId, hours, photos } = event.data;
    await db
      .updateTable('businesses')
      .set({
        owner_id: advertiserId,
        hours: hours === null ? null : JSON.stringify(hours),
        photos: JSON.stringify(photos),
      })
      .where('id', '=', businessId)
      .execute();
    return;
  }
  const { description, descriptionJa, phone, website, hours, photos } = event.data.changes;
  await db
    .updateTable('businesses')
    .set({
      ...(description !== undefined && { description }),
      ...(descriptionJa !== undefined && { description_ja: descriptionJa }),
      ...(phone !== undefined && { phone }),
      ...(website !== undefined && { website }),
      ...(hours !== undefined && { hours: hours === null ? null : JSON.stringify(hours) }),
      ...(photos !== undefined && { photos: JSON.stringify(photos) }),
    })
    .where('id', '=', event.data.businessId)
    .execute();
}
