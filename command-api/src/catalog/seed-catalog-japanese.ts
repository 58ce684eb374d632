import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { SEED_LOCAL_TIPS } from '@nsg/domain/catalog/seed/local-tips.ts';
import { SEED_PRODUCTS } from '@nsg/domain/catalog/seed/products.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { seedJapaneseOf, type SeededEntry } from './seed-events.ts';

/** Each seeded business, product and tip, with the field that says it has its Japanese. */
const seededEntries = (): SeededEntry[] => [
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

/** Businesses, products and tips seeded before the catalog had their Japanese get it, once. */
export const seedCatalogJapanese = (store: EventStore) => seedJapaneseOf(store, seededEntries());
