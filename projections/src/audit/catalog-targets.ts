import { sql, type Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

/**
 * Where each catalog kind's audit target (`<kind>-<id>`) is named: a column (with its Japanese one), or
 * fields of the entry's document.
 */
export const CATALOG_KINDS = {
  business: { table: 'businesses', name: 'name', nameJa: 'name_ja' },
  beach: { table: 'beaches', name: 'name' },
  product: { table: 'products', name: 'name', nameJa: 'name_ja' },
  // A header image goes by its alt text.
  header_image: { table: 'header_images', name: 'alt_text', nameJa: 'alt_text_ja' },
  tip: { table: 'local_tips', document: { name: 'title', nameJa: 'titleJa' } },
  eco_reward: { table: 'eco_rewards', document: { name: 'title', nameJa: 'titleJa' } },
  eco_challenge: { table: 'eco_challenges', document: { name: 'title', nameJa: 'titleJa' } },
  eco_category: { table: 'eco_categories', document: { name: 'name', nameJa: 'nameJa' } },
} as const;
export type CatalogKind = keyof typeof CATALOG_KINDS;

/** Ids of one kind's entries whose English or Japanese name contains the text (any case). */
export async function catalogIdsNamed(db: Db, kind: CatalogKind, like: string): Promise<number[]> {
  const where = CATALOG_KINDS[kind];
  const names =
    'document' in where
      ? [sql<string>`document->>${where.document.name}`, sql<string>`document->>${where.document.nameJa}`]
      : [
          sql<string>`${sql.ref(where.name)}`,
          ...('nameJa' in where ? [sql<string>`${sql.ref(where.nameJa)}`] : []),
        ];
  const rows = await db
    .selectFrom(where.table)
    .select('id')
    .where((eb) => eb.or(names.map((name) => eb(name, 'ilike', like))))
    .limit(200)
    .execute();
  return rows.map((row) => row.id);
}

/** Catalog streams (`<kind>-<id>`) whose entry's name contains the text. */
export async function catalogStreamsNamed(db: Db, like: string): Promise<string[]> {
  const kinds = Object.keys(CATALOG_KINDS) as CatalogKind[];
  const ids = await Promise.all(kinds.map((kind) => catalogIdsNamed(db, kind, like)));
  return kinds.flatMap((kind, index) => ids[index]!.map((id) => `${kind}-${id}`));
}
