import { sql, type Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

/** Average of approved ratings to one decimal, or null when there are none. */
const averageRating = (count: number, sum: number) =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;

function selectBeaches(db: Db) {
  return db
    .selectFrom('beaches')
    .leftJoin('review_stats', (join) =>
      join.onRef('review_stats.target_id', '=', 'beaches.id').on('review_stats.type', '=', 'beach'),
    )
    .selectAll('beaches')
    .select([
      sql<number>`coalesce(review_stats.review_count, 0)`.as('review_count'),
      sql<number>`coalesce(review_stats.rating_sum, 0)`.as('rating_sum'),
    ])
    .where('beaches.retired_at', 'is', null);
}

function selectBusinesses(db: Db) {
  return db
    .selectFrom('businesses')
    .leftJoin('review_stats', (join) =>
      join.onRef('review_stats.target_id', '=', 'businesses.id').on('review_stats.type', '=', 'business'),
    )
    .selectAll('businesses')
    .select([
      sql<number>`coalesce(review_stats.review_count, 0)`.as('review_count'),
      sql<number>`coalesce(review_stats.rating_sum, 0)`.as('rating_sum'),
    ])
    .where('businesses.retired_at', 'is', null);
}

type BeachRow = Awaited<ReturnType<ReturnType<typeof selectBeaches>['executeTakeFirstOrThrow']>>;
type BusinessRow = Awaited<ReturnType<ReturnType<typeof selectBusinesses>['executeTakeFirstOrThrow']>>;

const toBeach = (row: BeachRow) => ({
  id: row.id,
  name: row.name,
  location: row.location,
  description: row.description,
  descriptionJa: row.description_ja,
  image: row.image,
  // The stored heights are a typical season, never current: only the exposure's labelled figures are served.
  typicalSurf: row.exposure?.typicalSurf ?? null,
  exposure: row.exposure
    ? {
        swellWindow: row.exposure.swellWindow,
        highFaceFt: row.exposure.highFaceFt,
        extremeFaceFt: row.exposure.extremeFaceFt,
        source: row.exposure.source,
        sourceJa: row.exposure.sourceJa ?? null,
      }
    : null,
  hasLifeguards: row.has_lifeguards,
  hasParking: row.has_parking,
  bestFor: row.best_for,
  bestForJa: row.best_for_ja,
  latitude: row.latitude,
  longitude: row.longitude,
  geofenceRadius: row.geofence_radius,
  rating: averageRating(row.review_count, row.rating_sum),
  reviewCount: row.review_count,
});
export type BeachView = ReturnType<typeof toBeach>;

const toBusiness = (row: BusinessRow) => ({
  id: row.id,
  name: row.name,
  nameJa: row.name_ja,
  category: row.category,
  location: row.location,
  description: row.description,
  descriptionJa: row.description_ja,
  image: row.image,
  rating: averageRating(row.review_count, row.rating_sum),
  reviewCount: row.review_count,
  latitude: row.latitude,
  longitude: row.longitude,
  phone: row.phone,
  website: row.website,
  sample: row.sample,
  hours: row.hours,
  photos: row.photos,
  claimed: row.owner_id !== null,
});
export type BusinessView = ReturnType<typeof toBusiness>;

export async function listBeaches(db: Db): Promise<BeachView[]> {
  return (await selectBeaches(db).orderBy('beaches.id').execute()).map(toBeach);
}

export async function findBeach(db: Db, id: number): Promise<BeachView | null> {
  const row = await selectBeaches(db).where('beaches.id', '=', id).executeTakeFirst();
  return row ? toBeach(row) : null;
}

export async function listBusinesses(
  db: Db,
  filter: { category?: string; search?: string },
): Promise<BusinessView[]> {
  let query = selectBusinesses(db);
  if (filter.category) query = query.where('businesses.category', '=', filter.category);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('businesses.name', 'ilike', pattern),
        eb('businesses.name_ja', 'ilike', pattern),
        eb('businesses.description', 'ilike', pattern),
        eb('businesses.description_ja', 'ilike', pattern),
      ]),
    );
  }
  return (await query.orderBy('businesses.name').execute()).map(toBusiness);
}

export async function findBusiness(db: Db, id: number): Promise<BusinessView | null> {
  const row = await selectBusinesses(db).where('businesses.id', '=', id).executeTakeFirst();
  return row ? toBusiness(row) : null;
}

export async function listProducts(db: Db) {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'description', 'price', 'image', 'category', 'name_ja', 'description_ja'])
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(({ name_ja, description_ja, ...product }) => ({
    ...product,
    nameJa: name_ja,
    descriptionJa: description_ja,
  }));
}

/** A beach or business visitors see (a retired one takes no new reviews; its old ones stay). */
export async function targetExists(db: Db, type: 'beach' | 'business', id: number): Promise<boolean> {
  const table = type === 'beach' ? 'beaches' : 'businesses';
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
