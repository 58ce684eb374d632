import type { Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import { missingJapanese } from './catalog-admin-queries.ts';

type Db = Kysely<ReadModelTables>;

/** The header images visitors see, first shown first. */
export async function listHeaderImages(db: Db) {
  const rows = await db
    .selectFrom('header_images')
    .select(['id', 'position', 'image_url', 'alt_text', 'alt_text_ja'])
    .where('position', 'is not', null)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: row.position!,
    imageUrl: row.image_url,
    altText: row.alt_text,
    altTextJa: row.alt_text_ja,
  }));
}

/** Every header image as admins keep it: the shown ones by position, then the retired ones. */
export async function listHeaderImagesForAdmin(db: Db) {
  const rows = await db
    .selectFrom('header_images')
    .selectAll()
    .orderBy('position', (order) => order.asc().nullsLast())
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.alt_text,
    revision: row.revision,
    sample: row.sample,
    retired: row.retired_at !== null,
    missingJapanese: missingJapanese({ altText: row.alt_text_ja }),
    position: row.position,
    imageUrl: row.image_url,
    altText: row.alt_text,
    altTextJa: row.alt_text_ja,
  }));
}

/** The order as admins last gave it, and the revision a reorder must name (-1 before any). */
export async function headerImageOrder(db: Db) {
  const row = await db
    .selectFrom('header_image_order')
    .selectAll()
    .where('id', '=', 'home')
    .executeTakeFirst();
  return { order: row?.image_ids ?? [], revision: row?.revision ?? -1 };
}

/** The highest header image id in use, retired ones included; 0 when none. */
export async function lastHeaderImageId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('header_images')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}
