import { sql, type Transaction } from 'kysely';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { isEventOf, type RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { eachEvent } from '../runner/page-apply.ts';
import type { Projection, ReadModelChange } from '../runner/projection.ts';

type Db = Transaction<ReadModelTables>;

const HEADER_IMAGE_TYPES = new Set([
  'catalog.HeaderImageAdded',
  'catalog.HeaderImageEdited',
  'catalog.HeaderImageRetired',
  'catalog.HeaderImagesReordered',
] as const);

const COLUMN_OF = { imageUrl: 'image_url', altText: 'alt_text', altTextJa: 'alt_text_ja' } as const;

/**
 * Numbers the shown images 1, 2, 3... in the order admins gave; an image the order does not name yet (added
 * since) comes after, oldest first. Retired images have no position.
 */
async function renumber(db: Db) {
  await sql`update header_images set position = null where retired_at is not null`.execute(db);
  await sql`
    update header_images set position = ranked.position
    from (
      select h.id, row_number() over (
        order by array_position(coalesce(o.image_ids, '{}'), h.id) nulls last, h.id
      ) as position
      from header_images h left join header_image_order o on o.id = 'home'
      where h.retired_at is null
    ) ranked
    where header_images.id = ranked.id`.execute(db);
}

async function applyImageEvent(
  db: Db,
  event: RecordedStoredEvent<
    'catalog.HeaderImageAdded' | 'catalog.HeaderImageEdited' | 'catalog.HeaderImageRetired'
  >,
) {
  const revision = Number(event.revision);
  if (isEventOf(event, ['catalog.HeaderImageAdded'])) {
    const { id, imageUrl, altText, altTextJa } = event.data;
    await db
      .insertInto('header_images')
      .values({
        id,
        image_url: imageUrl,
        alt_text: altText,
        alt_text_ja: altTextJa,
        sample: event.metadata.actor === SEED_ACTOR,
        position: null,
        revision,
      })
      .execute();
  } else if (isEventOf(event, ['catalog.HeaderImageEdited'])) {
    const set = Object.fromEntries(
      Object.entries(event.data.changes).map(([field, value]) => [
        COLUMN_OF[field as keyof typeof COLUMN_OF],
        value,
      ]),
    );
    await db
      .updateTable('header_images')
      .set({ ...set, revision })
      .where('id', '=', event.data.id)
      .execute();
  } else {
    await db
      .updateTable('header_images')
      .set({ retired_at: event.createdAt, revision })
      .where('id', '=', event.data.id)
      .execute();
  }
}

async function applyHeaderImageEvent(db: Db, event: RecordedEvent): Promise<ReadModelChange | void> {
  if (!isEventOf(event, HEADER_IMAGE_TYPES)) return;
  if (isEventOf(event, ['catalog.HeaderImagesReordered'])) {
    const row = { id: 'home', image_ids: event.data.changes.order, revision: Number(event.revision) };
    await db
      .insertInto('header_image_order')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
      .execute();
  } else {
    await applyImageEvent(db, event);
  }
  if (event.type !== 'catalog.HeaderImageEdited') await renumber(db);
  const id = 'id' in event.data ? String(event.data.id) : 'order';
  return { ids: [id], audience: 'public' };
}

/** The home page's header images, in the order they are shown. */
export const headerImagesProjection: Projection = {
  name: 'header-images',
  tables: ['header_images', 'header_image_order'],
  eventTypes: HEADER_IMAGE_TYPES,
  apply: eachEvent(applyHeaderImageEvent),
};
