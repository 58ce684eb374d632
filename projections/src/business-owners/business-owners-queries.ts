import type { Kysely } from 'kysely';
import type { ListingContent } from '@nsg/domain/catalog/business-listing.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { listApprovedReviews } from '../reviews/reviews-queries.ts';

type Db = Kysely<ReadModelTables>;

/** The business as the catalog has it, for a claim: listed, or missing. */
export async function businessForClaim(db: Db, businessId: number) {
  return db
    .selectFrom('businesses')
    .select(['id', 'name', 'owner_id'])
    .where('id', '=', businessId)
    .executeTakeFirst();
}

/** The listing as visitors see it now: what an owner's edit is compared with. */
export async function liveListing(
  db: Db,
  businessId: number,
): Promise<(ListingContent & { ownerId: string | null; name: string }) | null> {
  const row = await db
    .selectFrom('businesses')
    .select(['name', 'description', 'description_ja', 'phone', 'website', 'hours', 'photos', 'owner_id'])
    .where('id', '=', businessId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    ownerId: row.owner_id,
    description: row.description,
    descriptionJa: row.description_ja,
    phone: row.phone,
    website: row.website,
    hours: row.hours,
    photos: row.photos,
  };
}

const toClaim = (row: {
  id: string;
  business_id: number;
  business_name: string | null;
  message: string | null;
  status: string;
  reason: string | null;
  requested_at: Date;
  decided_at: Date | null;
}) => ({
  id: row.id,
  businessId: row.business_id,
  businessName: row.business_name,
  message: row.message,
  status: row.status,
  reason: row.reason,
  requestedAt: row.requested_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

function selectClaims(db: Db) {
  return db
    .selectFrom('business_claims')
    .leftJoin('businesses', 'businesses.id', 'business_claims.business_id')
    .leftJoin('advertisers', 'advertisers.id', 'business_claims.advertiser_id')
    .selectAll('business_claims')
    .select(['businesses.name as business_name', 'advertisers.company_name as company_name']);
}

const toEdit = (row: {
  id: string;
  business_id: number;
  business_name: string | null;
  changes: Partial<ListingContent>;
  previous: Partial<ListingContent>;
  status: string;
  reason: string | null;
  proposed_at: Date;
  decided_at: Date | null;
}) => ({
  id: row.id,
  businessId: row.business_id,
  businessName: row.business_name,
  changes: row.changes,
  previous: row.previous,
  status: row.status,
  reason: row.reason,
  proposedAt: row.proposed_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

function selectEdits(db: Db) {
  return db
    .selectFrom('listing_edits')
    .leftJoin('businesses', 'businesses.id', 'listing_edits.business_id')
    .leftJoin('advertisers', 'advertisers.id', 'listing_edits.advertiser_id')
    .selectAll('listing_edits')
    .select(['businesses.name as business_name', 'advertisers.company_name as company_name']);
}

/** An advertiser's claims, newest first, and the businesses they own with each one's latest edit. */
export async function listOwnerListings(db: Db, advertiserId: string) {
  const [claims, owned, edits] = await Promise.all([
    selectClaims(db)
      .where('business_claims.advertiser_id', '=', advertiserId)
      .orderBy('requested_at', 'desc')
      .execute(),
    db.selectFrom('businesses').select('id').where('owner_id', '=', advertiserId).orderBy('name').execute(),
    selectEdits(db)
      .where('listing_edits.advertiser_id', '=', advertiserId)
      .where('listing_edits.status', '!=', 'superseded')
      .orderBy('proposed_at', 'desc')
      .execute(),
  ]);
  const listings = await Promise.all(
    owned.map(async ({ id }) => {
      const live = (await liveListing(db, id))!;
      const latestEdit = edits.find((edit) => edit.business_id === id);
      const { ownerId: _owner, ...content } = live;
      return { businessId: id, ...content, latestEdit: latestEdit ? toEdit(latestEdit) : null };
    }),
  );
  return { claims: claims.map(toClaim), listings };
}

/** The claims queue, oldest first, with who asked. */
export async function listClaimsForModeration(db: Db, status: string) {
  const rows = await selectClaims(db)
    .where('business_claims.status', '=', status)
    .orderBy('requested_at', 'asc')
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...toClaim(row), companyName: row.company_name }));
}

/** Proposed listing edits, oldest first, each with the values it replaces. */
export async function listListingEditsForModeration(db: Db, status: string) {
  const rows = await selectEdits(db)
    .where('listing_edits.status', '=', status)
    .orderBy('proposed_at', 'asc')
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...toEdit(row), companyName: row.company_name }));
}

export async function findClaim(db: Db, claimId: string) {
  return db
    .selectFrom('business_claims')
    .select(['business_id as businessId', 'advertiser_id as advertiserId'])
    .where('id', '=', claimId)
    .executeTakeFirst();
}

export async function findListingEdit(db: Db, editId: string) {
  return db
    .selectFrom('listing_edits')
    .select(['business_id as businessId', 'advertiser_id as advertiserId'])
    .where('id', '=', editId)
    .executeTakeFirst();
}

/** A published review and the business it is about, for its owner's reply. */
export async function findReviewedBusiness(db: Db, reviewId: string) {
  return db
    .selectFrom('reviews')
    .innerJoin('businesses', 'businesses.id', 'reviews.target_id')
    .select(['businesses.id as businessId', 'businesses.owner_id as ownerId'])
    .where('reviews.id', '=', reviewId)
    .where('reviews.type', '=', 'business')
    .where('reviews.status', '=', 'approved')
    .executeTakeFirst();
}

/** The published reviews of an owner's business, with their replies. */
export const listOwnerReviews = (db: Db, businessId: number) =>
  listApprovedReviews(db, 'business', businessId);

function selectRequests(db: Db) {
  return db
    .selectFrom('business_requests')
    .leftJoin('advertisers', 'advertisers.id', 'business_requests.advertiser_id')
    .selectAll('business_requests')
    .select('advertisers.company_name as company_name');
}

const toRequest = (
  row: Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>,
) => ({
  id: row.id,
  name: row.name,
  business: row.business,
  status: row.status,
  reason: row.reason,
  businessId: row.business_id,
  requestedAt: row.requested_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

/** An advertiser's requests for new businesses, newest first. */
export async function listOwnerRequests(db: Db, advertiserId: string) {
  const rows = await selectRequests(db)
    .where('business_requests.advertiser_id', '=', advertiserId)
    .orderBy('requested_at', 'desc')
    .execute();
  return rows.map(toRequest);
}

/** Requests for new businesses, oldest first, with who asked. */
export async function listRequestsForModeration(db: Db, status: string) {
  const rows = await selectRequests(db)
    .where('business_requests.status', '=', status)
    .orderBy('requested_at', 'asc')
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...toRequest(row), companyName: row.company_name }));
}

export async function findBusinessRequest(db: Db, requestId: string) {
  return db
    .selectFrom('business_requests')
    .select(['id', 'advertiser_id as advertiserId'])
    .where('id', '=', requestId)
    .executeTakeFirst();
}
