import {
  catalogStreamPrefix,
  type BusinessAdded,
  type LocalTipAdded,
  type ProductAdded,
} from '@nsg/domain/catalog/catalog-events.ts';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { SEED_LOCAL_TIPS } from '@nsg/domain/catalog/seed/local-tips.ts';
import { SEED_PRODUCTS } from '@nsg/domain/catalog/seed/products.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { deterministicId } from '@nsg/platform/ids.ts';

type CatalogEntryAdded = Pick<BusinessAdded | ProductAdded | LocalTipAdded, 'type' | 'data'>;

/** Each seeded business, product and tip as the event that adds it, with the field that says it has its Japanese. */
function seededEntries(): { event: CatalogEntryAdded; japaneseField: string }[] {
  return [
    ...SEED_BUSINESSES.map((data) => ({
      event: { type: 'catalog.BusinessAdded' as const, data },
      japaneseField: 'descriptionJa',
    })),
    ...SEED_PRODUCTS.map((data) => ({
      event: { type: 'catalog.ProductAdded' as const, data },
      japaneseField: 'nameJa',
    })),
    ...SEED_LOCAL_TIPS.map((data) => ({
      event: { type: 'catalog.LocalTipAdded' as const, data },
      japaneseField: 'titleJa',
    })),
  ];
}

/**
 * Businesses, products and tips seeded before the catalog had their Japanese: their seeded event once
 * more, now with the Japanese, appended once to the entry's stream. An entry last set by anyone but the
 * seed is left as it is.
 */
export async function seedCatalogJapanese(store: EventStore): Promise<number> {
  let appended = 0;
  for (const { event, japaneseField } of seededEntries()) {
    const streamId = `${catalogStreamPrefix[event.type]}-${event.data.id}`;
    const history = await store.readStream(streamId);
    if (!englishOnlySeed(history.at(-1), event.type, japaneseField)) continue;
    const eventId = deterministicId(`seed:${streamId}:japanese`);
    await store.append(
      streamId,
      [{ ...event, eventId, metadata: { actor: SEED_ACTOR, correlationId: eventId, schemaVersion: 1 } }],
      { expectedRevision: history.at(-1)!.revision },
    );
    appended++;
  }
  return appended;
}

const englishOnlySeed = (last: RecordedEvent | undefined, type: string, japaneseField: string) =>
  last !== undefined &&
  last.type === type &&
  last.metadata.actor === SEED_ACTOR &&
  !(japaneseField in (last.data as Record<string, unknown>));
