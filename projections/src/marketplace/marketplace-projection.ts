import { isEventOf } from '@nsg/domain/stored-events.ts';
import { sql, type Transaction } from 'kysely';
import type { ListingCreated, ListingEvent } from '@nsg/domain/marketplace/listing.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import { erasedPersonIds, erasureChange, PERSON_ERASED } from '../personal-data/erasure.ts';
import { openNames } from '../personal-data/sealed-names.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { applyInRuns, insertRows, sumBy, unnestRows } from '../runner/page-apply.ts';
import type { ApplyEvent, Projection, ReadModelChange } from '../runner/projection.ts';

const listingEventTypes = new Set<ListingEvent['type']>([
  'marketplace.ListingCreated',
  'marketplace.ListingMarkedSold',
  'marketplace.ListingRenewed',
  'marketplace.ListingExpired',
  'marketplace.SellerContacted',
  'marketplace.ListingRemoved',
  'marketplace.ListingRestored',
]);

/** Listing events applied set-based, in runs (`applyListingRun`). */
const runTypes = new Set<ListingEvent['type']>([
  'marketplace.ListingCreated',
  'marketplace.SellerContacted',
  'marketplace.ListingMarkedSold',
]);

/** The rarer events, one at a time: an erased seller, a renewal, an expiry. */
const applyOther: ApplyEvent = async (db, recorded) => {
  const erased = erasedPersonIds(recorded);
  if (erased) {
    const rows = await db
      .updateTable('listings')
      .set({ seller_name: ERASED })
      .where('seller_person_id', 'in', erased)
      .returning('id')
      .execute();
    return erasureChange(rows, 'public');
  }
  if (isEventOf(recorded, ['marketplace.ListingRemoved', 'marketplace.ListingRestored'])) {
    const removed = recorded.type === 'marketplace.ListingRemoved';
    await db
      .updateTable('listings')
      .where('id', '=', recorded.data.listingId)
      .set(
        removed
          ? { status: 'removed', removal_reason: recorded.data.reason }
          : { status: recorded.data.status, removal_reason: null },
      )
      .execute();
    return { ids: [recorded.data.listingId], audience: 'public' };
  }
  if (!isEventOf(recorded, ['marketplace.ListingRenewed', 'marketplace.ListingExpired'])) return;
  const update = db.updateTable('listings').where('id', '=', recorded.data.listingId);
  if (recorded.type === 'marketplace.ListingRenewed') {
    // An expired listing renewed within its grace period is back on the board.
    await update.set({ expires_at: new Date(recorded.data.expiresAt), status: 'active' }).execute();
  } else {
    await update.set({ status: 'expired' }).execute();
  }
  return { ids: [recorded.data.listingId], audience: 'public' };
};

/**
 * Board Hub listings for the public list; the seller's contact details stay in the log, encrypted.
 * An erased seller's listings stay, under the name "[erased]".
 */
export const marketplaceProjection: Projection = {
  name: 'marketplace',
  tables: ['listings'],
  eventTypes: new Set<string>([...listingEventTypes, PERSON_ERASED]),
  apply: applyInRuns(runTypes, applyListingRun, applyOther),
};

const listingColumns = {
  id: 'uuid',
  title: 'text',
  length: 'text',
  length_feet: 'integer',
  condition: 'text',
  price: 'text',
  location: 'text',
  seller_name: 'text',
  seller_person_id: 'text',
  seller_locale: 'text',
  description: 'text',
  photo_url: 'text',
  status: 'text',
  contact_count: 'integer',
  created_at: 'timestamptz',
  expires_at: 'timestamptz',
};

async function insertListings(db: Transaction<ReadModelTables>, listings: ListingCreated['data'][]) {
  const names = await openNames(
    db,
    listings.map((l) => ({
      personId: l.sellerPersonId,
      value: l.sellerName,
      sealed: l.namesSealed === true,
    })),
  );
  await insertRows(
    db,
    'listings',
    listingColumns,
    listings.map((l, i) => listingRow(l, names[i]!)),
  );
}

function listingRow(l: ListingCreated['data'], sellerName: string) {
  return {
    id: l.listingId,
    title: l.title,
    length: l.length,
    length_feet: l.lengthFeet,
    condition: l.condition,
    price: l.price,
    location: l.location,
    seller_name: sellerName,
    seller_person_id: l.sellerPersonId,
    seller_locale: l.locale ?? 'en',
    description: l.description,
    photo_url: l.photoUrl,
    status: 'active',
    contact_count: 0,
    created_at: new Date(l.createdAt),
    expires_at: new Date(l.expiresAt),
  };
}

/**
 * A run of new listings, contacts and sales: the listings in one insert, then the contacts counted per
 * listing in one update and the sales in another (a count and a sale commute; each follows its listing).
 */
async function applyListingRun(
  db: Transaction<ReadModelTables>,
  run: readonly RecordedEvent[],
): Promise<ReadModelChange[]> {
  const events = run.filter((event) => isEventOf(event, runTypes));
  const created = events.flatMap((e) => (e.type === 'marketplace.ListingCreated' ? [e.data] : []));
  await insertListings(db, created);
  const contacts = sumBy(
    events.flatMap((e) =>
      e.type === 'marketplace.SellerContacted' ? [{ id: e.data.listingId, contacts: 1 }] : [],
    ),
    (row) => row.id,
    ['contacts'],
  );
  if (contacts.length > 0) {
    await sql`update listings set contact_count = contact_count + v.contacts
      from ${unnestRows({ id: 'uuid', contacts: 'integer' }, contacts)} where listings.id = v.id`.execute(db);
  }
  const sold = new Map(
    events.flatMap((e) =>
      e.type === 'marketplace.ListingMarkedSold'
        ? [[e.data.listingId, { id: e.data.listingId, sold_at: new Date(e.data.soldAt) }] as const]
        : [],
    ),
  );
  if (sold.size > 0) {
    await sql`update listings set status = 'sold', sold_at = v.sold_at
      from ${unnestRows({ id: 'uuid', sold_at: 'timestamptz' }, [...sold.values()])}
      where listings.id = v.id`.execute(db);
  }
  return events.map((event) => ({
    ids: [event.data.listingId],
    audience: event.type === 'marketplace.SellerContacted' ? 'admin' : 'public',
  }));
}
