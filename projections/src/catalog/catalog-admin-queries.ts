import { sql, type Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

/** The visitor texts of an entry that have no Japanese, by their English field's name. */
export const missingJapanese = (texts: Record<string, string | null>) =>
  Object.entries(texts).flatMap(([field, japanese]) => (japanese ? [] : [field]));

/** The highest id a table holds, retired entries included; 0 when it is empty. */
export async function lastCatalogId(db: Db, table: 'businesses' | 'beaches' | 'products'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Every business as admins keep it, retired ones included: samples first, then by name. */
export async function listBusinessesForAdmin(db: Db) {
  const rows = await db
    .selectFrom('businesses')
    .selectAll()
    .orderBy('sample', 'desc')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    revision: row.revision,
    sample: row.sample,
    retired: row.retired_at !== null,
    missingJapanese: missingJapanese({ name: row.name_ja, description: row.description_ja }),
    nameJa: row.name_ja ?? '',
    category: row.category,
    location: row.location,
    description: row.description,
    descriptionJa: row.description_ja ?? '',
    image: row.image,
    latitude: row.latitude ?? '',
    longitude: row.longitude ?? '',
    phone: row.phone ?? '',
    website: row.website ?? '',
  }));
}
export type BusinessForAdmin = Awaited<ReturnType<typeof listBusinessesForAdmin>>[number];

/** Every beach as admins keep it, retired ones included, by name; beaches are real places, never samples. */
export async function listBeachesForAdmin(db: Db) {
  const rows = await db.selectFrom('beaches').selectAll().orderBy('name').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    revision: row.revision,
    sample: false,
    retired: row.retired_at !== null,
    missingJapanese: missingJapanese({
      description: row.description_ja,
      bestFor: row.best_for_ja,
      ...(row.exposure ? { source: row.exposure.sourceJa ?? null } : {}),
    }),
    location: row.location,
    description: row.description,
    descriptionJa: row.description_ja ?? '',
    bestFor: row.best_for,
    bestForJa: row.best_for_ja ?? '',
    image: row.image,
    surfHeight: row.surf_height,
    surfStatus: row.surf_status,
    hasLifeguards: row.has_lifeguards,
    hasParking: row.has_parking,
    latitude: row.latitude ?? '',
    longitude: row.longitude ?? '',
    geofenceRadius: row.geofence_radius,
    exposure: row.exposure,
    safetyFactsEditedAt: row.safety_facts_edited_at?.toISOString() ?? null,
  }));
}

/** Every product of the shop as admins keep it, retired ones included: samples first, then by name. */
export async function listProductsForAdmin(db: Db) {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .orderBy('sample', 'desc')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    revision: row.revision,
    sample: row.sample,
    retired: row.retired_at !== null,
    missingJapanese: missingJapanese({ name: row.name_ja, description: row.description_ja }),
    nameJa: row.name_ja ?? '',
    description: row.description,
    descriptionJa: row.description_ja ?? '',
    price: row.price,
    image: row.image,
    category: row.category,
  }));
}

type SampleKind = 'business' | 'product' | 'tip' | 'eco_reward' | 'eco_challenge';

/** The ids of a table's sample rows still shown to visitors. */
function shownSamples(
  db: Db,
  table: 'businesses' | 'products' | 'local_tips' | 'eco_rewards' | 'eco_challenges',
) {
  // Businesses and products have a column for the seed's mark; tips, rewards and challenges keep it in their document.
  const sample =
    table === 'businesses' || table === 'products'
      ? sql<boolean>`sample`
      : sql<boolean>`coalesce((document->>'sample')::boolean, false)`;
  let query = db.selectFrom(table).select('id').where(sample).where('retired_at', 'is', null);
  // A visitor's suggested tip is never a sample.
  if (table === 'local_tips') query = query.where(sql<boolean>`status = 'listed'`);
  return query.orderBy('id').execute();
}

const SAMPLE_TABLES = {
  business: 'businesses',
  product: 'products',
  tip: 'local_tips',
  eco_reward: 'eco_rewards',
  eco_challenge: 'eco_challenges',
} as const satisfies Record<SampleKind, string>;

/** The sample entries still shown to visitors, by kind (the prefix of their streams). */
export async function samplesToRetire(db: Db): Promise<{ kind: SampleKind; id: number }[]> {
  const kinds = Object.entries(SAMPLE_TABLES) as [SampleKind, (typeof SAMPLE_TABLES)[SampleKind]][];
  const rows = await Promise.all(kinds.map(([, table]) => shownSamples(db, table)));
  return kinds.flatMap(([kind], index) => rows[index]!.map(({ id }) => ({ kind, id })));
}
