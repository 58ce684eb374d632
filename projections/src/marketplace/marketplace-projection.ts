import { sql } from 'kysely';
import type { ListingEvent } from '@nsg/domain/marketplace/listing.ts';
import type { Projection } from '../runner/projection.ts';

/** Board Hub listings for the public list; the seller's contact details stay in the log, encrypted. */
export const marketplaceProjection: Projection = {
  name: 'marketplace',
  tables: ['listings'],
  eventTypes: new Set<ListingEvent['type']>([
    'marketplace.ListingCreated',
    'marketplace.ListingMarkedSold',
    'marketplace.ListingRenewed',
    'marketplace.ListingExpired',
    'marketplace.SellerContacted',
  ]),
  async apply(db, recorded) {
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
