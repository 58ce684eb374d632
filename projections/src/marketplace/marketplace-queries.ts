import { sql, type Kysely } from 'kysely';
import type { ListingView } from '@nsg/domain/marketplace/listing-view.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

export interface ListingFilters {
  condition?: string;
  /** Starting feet: 5, 6, 7, 8, or 9 for 9 ft and above. */
  length?: number;
  /** Case-insensitive, over title, seller name and location. */
  search?: string;
}

/** A listing as the public board shows it. */
export type PublicListing = ListingView;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Active listings, newest first: sold and expired ones are hidden, and so are contact details. */
export async function listActiveListings(
  db: Db,
  filters: ListingFilters,
  now = new Date(),
): Promise<PublicListing[]> {
  let query = db
    .selectFrom('listings')
    .selectAll()
    .where('status', '=', 'active')
    // The expiry job may not have run yet: a listing past its date is hidden all the same.
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(500);
  if (filters.condition) query = query.where('condition', '=', filters.condition);
  if (filters.length !== undefined) {
    query =
      filters.length >= 9
        ? query.where('length_feet', '>=', 9)
        : query.where('length_feet', '=', filters.length);
  }
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('title', 'ilike', pattern),
        eb('seller_name', 'ilike', pattern),
        eb('location', 'ilike', pattern),
      ]),
    );
  }
  return (await query.execute()).map(toPublicListing);
}

export async function findListing(db: Db, id: string): Promise<PublicListing | null> {
  const row = await db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPublicListing(row) : null;
}

/** Active listings whose end falls in (now, by]: their sellers are reminded to renew. */
export async function listListingsEndingBy(db: Db, now: Date, by: Date, limit = 500) {
  return db
    .selectFrom('listings')
    .select(['id', 'title', 'expires_at', 'seller_locale'])
    .where('status', '=', 'active')
    .where('expires_at', '>', sql<Date>`${now}`)
    .where('expires_at', '<=', sql<Date>`${by}`)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Active listings whose date has passed: the expiry job's work list. */
export async function listDueListingIds(db: Db, now: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .selectFrom('listings')
    .select('id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', sql<Date>`${now}`)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Every listing for the admins' moderation page, newest first, by status ('removed' for those taken off). */
export async function listListingsForAdmin(db: Db, status?: string) {
  let query = db.selectFrom('listings').selectAll().orderBy('created_at', 'desc').limit(500);
  if (status) query = query.where('status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => ({ ...toPublicListing(row), removalReason: row.removal_reason }));
}

function toPublicListing(row: ReadModelTables['listings']): PublicListing {
  return {
    id: row.id,
    title: row.title,
    length: row.length,
    condition: row.condition,
    price: row.price,
    location: row.location,
    sellerName: row.seller_name,
    description: row.description,
    photoUrl: row.photo_url,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}
