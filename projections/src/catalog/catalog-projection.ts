import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { BeachExposureSet, CatalogEditEvent, CatalogEvent } from '@nsg/domain/catalog/catalog-events.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import type { ApplyEvent, Projection } from '../runner/projection.ts';
import { eachEvent } from '../runner/page-apply.ts';
import { applyOwnerListing, ownerListingEventTypes } from '../business-owners/owner-listing-columns.ts';
import { PERSON_ERASED } from '../personal-data/erasure.ts';
import {
  applyLocalTipSuggestion,
  applyTipAuthorErasure,
  LOCAL_TIP_SUGGESTION_TYPES,
} from './local-tip-suggestions-projection.ts';
import {
  applyDocumentEntryChange,
  DOCUMENT_ENTRY_CHANGE_TYPES,
} from './document-entry-changes-projection.ts';

const types = new Set<
  (CatalogEvent | CatalogEditEvent | BeachExposureSet)['type'] | (typeof ownerListingEventTypes)[number]
>([
  ...ownerListingEventTypes,
  'catalog.BeachAdded',
  'catalog.BeachExposureSet',
  'catalog.BeachEdited',
  'catalog.BeachRetired',
  'catalog.BusinessAdded',
  'catalog.BusinessEdited',
  'catalog.BusinessRetired',
  'catalog.ProductAdded',
  'catalog.ProductEdited',
  'catalog.ProductRetired',
  'catalog.LocalTipAdded',
  'eco.CategoryAdded',
  'eco.ChallengeAdded',
  'eco.RewardAdded',
  'surveys.CategoryAdded',
]);

/** Beaches, businesses, products, tips (visitors' suggestions too) and the eco and survey catalogs. */
export const catalogProjection: Projection = {
  name: 'catalog',
  tables: [
    'beaches',
    'businesses',
    'products',
    'local_tips',
    'eco_categories',
    'eco_challenges',
    'eco_rewards',
    'survey_categories',
  ],
  eventTypes: new Set<string>([
    ...types,
    ...LOCAL_TIP_SUGGESTION_TYPES,
    ...DOCUMENT_ENTRY_CHANGE_TYPES,
    PERSON_ERASED,
  ]),
  apply: eachEvent(async (db, recorded) => {
    if (isEventOf(recorded, LOCAL_TIP_SUGGESTION_TYPES)) return applyLocalTipSuggestion(db, recorded);
    if (isEventOf(recorded, DOCUMENT_ENTRY_CHANGE_TYPES)) return applyDocumentEntryChange(db, recorded);
    if (!isEventOf(recorded, types)) return applyTipAuthorErasure(db, recorded);
    const event = recorded;
    if (isEventOf(event, ownerListingEventTypes)) {
      await applyOwnerListing(db, event);
      return { ids: [String(event.data.businessId)], audience: 'public' };
    }
    // The revision an admin's edit names: that of the entry stream's last event.
    const revision = Number(recorded.revision);
    if (event.type === 'catalog.BeachExposureSet') {
      const { beachId, ...exposure } = event.data;
      await db
        .updateTable('beaches')
        .set({ exposure: JSON.stringify(exposure), revision, safety_facts_edited_at: recorded.createdAt })
        .where('id', '=', beachId)
        .execute();
      return { ids: [String(beachId)], audience: 'public' };
    }
    const id = String(event.data.id);
    // What the seed adds is sample data: invented businesses, tips and rewards that show how the guide works.
    const sample = recorded.metadata.actor === SEED_ACTOR;
    switch (event.type) {
      case 'catalog.BeachAdded': {
        const b = event.data;
        const row = {
          name: b.name,
          location: b.location,
          description: b.description,
          image: b.image,
          surf_height: b.surfHeight,
          surf_status: b.surfStatus,
          has_lifeguards: b.hasLifeguards,
          has_parking: b.hasParking,
          best_for: b.bestFor,
          // Null, not the English, when the event has no Japanese: readers then show the English as such.
          description_ja: b.descriptionJa || null,
          best_for_ja: b.bestForJa || null,
          latitude: b.latitude,
          longitude: b.longitude,
          geofence_radius: b.geofenceRadius,
          revision,
        };
        await db
          .insertInto('beaches')
          .values({ id: b.id, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        break;
      }
      case 'catalog.BusinessAdded': {
        const b = event.data;
        const row = {
          name: b.name,
          name_ja: b.nameJa || null,
          category: b.category,
          location: b.location,
          description: b.description,
          description_ja: b.descriptionJa || null,
          image: b.image,
          latitude: b.latitude,
          longitude: b.longitude,
          phone: b.phone || null,
          website: b.website || null,
          sample,
          revision,
        };
        await db
          .insertInto('businesses')
          .values({ id: b.id, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        break;
      }
      case 'catalog.BeachEdited': {
        const { exposure, ...changes } = event.data.changes;
        const safetyEdited = exposure !== undefined || changes.hasLifeguards !== undefined;
        await db
          .updateTable('beaches')
          .set({
            ...columnsOf(changes, BEACH_COLUMNS),
            ...(exposure ? { exposure: JSON.stringify(exposure) } : {}),
            ...(safetyEdited ? { safety_facts_edited_at: recorded.createdAt } : {}),
            revision,
          })
          .where('id', '=', event.data.id)
          .execute();
        break;
      }
      case 'catalog.BeachRetired':
        await db
          .updateTable('beaches')
          .set({ retired_at: recorded.createdAt, revision })
          .where('id', '=', event.data.id)
          .execute();
        break;
      case 'catalog.ProductEdited':
        await db
          .updateTable('products')
          .set({ ...columnsOf(event.data.changes, PRODUCT_COLUMNS), revision })
          .where('id', '=', event.data.id)
          .execute();
        break;
      case 'catalog.ProductRetired':
        await db
          .updateTable('products')
          .set({ retired_at: recorded.createdAt, revision })
          .where('id', '=', event.data.id)
          .execute();
        break;
      case 'catalog.BusinessEdited':
        await db
          .updateTable('businesses')
          .set({ ...columnsOf(event.data.changes, BUSINESS_COLUMNS), revision })
          .where('id', '=', event.data.id)
          .execute();
        break;
      case 'catalog.BusinessRetired':
        await db
          .updateTable('businesses')
          .set({ retired_at: recorded.createdAt, revision })
          .where('id', '=', event.data.id)
          .execute();
        break;
      case 'catalog.ProductAdded': {
        const { id: productId, nameJa, descriptionJa, ...english } = event.data;
        const row = {
          ...english,
          name_ja: nameJa || null,
          description_ja: descriptionJa || null,
          sample,
          revision,
        };
        await db
          .insertInto('products')
          .values({ id: productId, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        break;
      }
      case 'catalog.LocalTipAdded':
        await upsertDocument(
          db,
          'local_tips',
          event.data.id,
          { ...event.data, sample },
          { category: event.data.category, revision: Number(recorded.revision), retired_at: null },
        );
        break;
      case 'eco.CategoryAdded':
        await upsertDocument(
          db,
          'eco_categories',
          event.data.id,
          { ...event.data, sample },
          { revision: Number(recorded.revision), retired_at: null },
        );
        break;
      case 'eco.ChallengeAdded':
        await upsertDocument(
          db,
          'eco_challenges',
          event.data.id,
          { ...event.data, sample },
          { category_id: event.data.categoryId, revision: Number(recorded.revision), retired_at: null },
        );
        break;
      case 'eco.RewardAdded':
        await upsertDocument(
          db,
          'eco_rewards',
          event.data.id,
          { ...event.data, sample },
          { revision: Number(recorded.revision), retired_at: null },
        );
        break;
      case 'surveys.CategoryAdded':
        await upsertDocument(db, 'survey_categories', event.data.id, event.data, {});
        break;
    }
    return { ids: [id], audience: 'public' };
  }),
};

/** Each field of a business's events and its column. */
const BUSINESS_COLUMNS = {
  name: 'name',
  nameJa: 'name_ja',
  category: 'category',
  location: 'location',
  description: 'description',
  descriptionJa: 'description_ja',
  image: 'image',
  latitude: 'latitude',
  longitude: 'longitude',
  phone: 'phone',
  website: 'website',
} as const;

/** Each field of a beach's events and its column (its exposure is a column of JSON, set on its own). */
const BEACH_COLUMNS = {
  name: 'name',
  location: 'location',
  description: 'description',
  descriptionJa: 'description_ja',
  image: 'image',
  surfHeight: 'surf_height',
  surfStatus: 'surf_status',
  hasLifeguards: 'has_lifeguards',
  hasParking: 'has_parking',
  bestFor: 'best_for',
  bestForJa: 'best_for_ja',
  latitude: 'latitude',
  longitude: 'longitude',
  geofenceRadius: 'geofence_radius',
} as const;

const PRODUCT_COLUMNS = {
  name: 'name',
  nameJa: 'name_ja',
  description: 'description',
  descriptionJa: 'description_ja',
  price: 'price',
  image: 'image',
  category: 'category',
} as const;

/** An edit's changed fields as the columns they set; a text cleared ('') is null, as the Added event's absence is. */
function columnsOf<Column extends string>(
  changes: object,
  columns: Record<string, Column>,
): Partial<Record<Column, never>> {
  const set: Partial<Record<Column, unknown>> = {};
  for (const [field, value] of Object.entries(changes)) {
    const column = columns[field];
    if (column) set[column] = value === '' ? null : value;
  }
  // The events' schemas hold the values to the columns' types.
  return set as Partial<Record<Column, never>>;
}

type DocumentTable = 'local_tips' | 'eco_categories' | 'eco_challenges' | 'eco_rewards' | 'survey_categories';

async function upsertDocument(
  db: Parameters<ApplyEvent>[0],
  table: DocumentTable,
  id: number,
  document: unknown,
  columns: Record<string, unknown>,
): Promise<void> {
  const row = { document: JSON.stringify(document), ...columns };
  await db
    .insertInto(table)
    .values({ id, ...row } as never)
    .onConflict((oc) => oc.column('id').doUpdateSet(row as never))
    .execute();
}
