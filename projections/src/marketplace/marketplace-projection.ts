import { sql } from 'kysely';
import type { ListingEvent } from '@nsg/domain/marketplace/listing.ts';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import { erasedPersonIds, PERSON_ERASED } from '../personal-data/erasure.ts';
import type { Projection } from '../runner/projection.ts';

/**
 * Board Hub listings for the public list; the seller's contact details stay in the log, encrypted.
 * An erased seller's listings stay, under the name "[erased]".
 */
export const marketplaceProjection: Projection = {
  name: 'marketplace',
  tables: ['listings'],
  eventTypes: new Set<ListingEvent['type'] | typeof PERSON_ERASED>([
    'marketplace.ListingCreated',
    'marketplace.ListingMarkedSold',
    'marketplace.ListingRenewed',
    'marketplace.ListingExpired',
    'marketplace.SellerContacted',
    PERSON_ERASED,
  ]),
  async apply(db, recorded) {
    const erased = erasedPersonIds(recorded);
    if (erased) {
      const rows = await db
        .updateTable('listings')
        .set({ seller_name: ERASED })
        .where('seller_person_id', 'in', erased)
        .returning('id')
        .execute();
      return { ids: rows.map((row) => row.id), audience: 'public' };
    }
    const event = recorded as unknown as ListingEvent;
    const id = event.data.listingId;
    const update = db.updateTable('listings').where('id', '=', id);
    switch (event.type) {
      case 'marketplace.ListingCreated': {
        const l = event.data;
        await db
          .insertInto('listings')
          .values({
            id,
            title: l.title,
            length: l.length,
            length_feet: l.lengthFeet,
            condition: l.condition,
            price: l.price,
            location: l.location,
            seller_name: l.sellerName,
            seller_person_id: l.sellerPersonId,
            description: l.description,
            photo_url: l.photoUrl,
            status: 'active',
            contact_count: 0,
            created_at: new Date(l.createdAt),
            expires_at: new Date(l.expiresAt),
          })
          .execute();
        break;
      }
      case 'marketplace.ListingMarkedSold':
        await update.set({ status: 'sold', sold_at: new Date(event.data.soldAt) }).execute();
        break;
      case 'marketplace.ListingRenewed':
        await update.set({ expires_at: new Date(event.data.expiresAt) }).execute();
        break;
      case 'marketplace.ListingExpired':
        await update.set({ status: 'expired' }).execute();
        break;
      case 'marketplace.SellerContacted':
        await update.set({ contact_count: sql`contact_count + 1` }).execute();
        return { ids: [id], audience: 'admin' };
    }
    return { ids: [id], audience: 'public' };
  },
};
