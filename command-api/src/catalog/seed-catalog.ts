import { catalogStreamPrefix, type CatalogEvent } from '@nsg/domain/catalog/catalog-events.ts';
import { SEED_BEACH_EXPOSURES } from '@nsg/domain/catalog/seed/beach-exposures.ts';
import { SEED_BEACHES } from '@nsg/domain/catalog/seed/beaches.ts';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import {
  SEED_ECO_CATEGORIES,
  SEED_ECO_CHALLENGES,
  SEED_ECO_REWARDS,
  seedRewardFor,
} from '@nsg/domain/catalog/seed/eco.ts';
import { SEED_LOCAL_TIPS } from '@nsg/domain/catalog/seed/local-tips.ts';
import { SEED_PRODUCTS } from '@nsg/domain/catalog/seed/products.ts';
import { SEED_SURVEY_CATEGORIES } from '@nsg/domain/catalog/seed/survey-categories.ts';
import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { deterministicId } from '@nsg/platform/ids.ts';
import { seedCalendarSamples } from '../calendar/seed-calendar.ts';
import { seedEcoJapanese } from '../eco/seed-eco-japanese.ts';
import { seedCatalogJapanese } from './seed-catalog-japanese.ts';
import { englishOnlySeed, seedEvent } from './seed-events.ts';
import { seedHeaderImages } from './seed-header-images.ts';

/** Every catalog entry the product ships with, as the events that add it on a first start at `now`. */
export function catalogSeedEvents(now: Date): CatalogEvent[] {
  return [
    ...SEED_BEACHES.map((data) => ({ type: 'catalog.BeachAdded' as const, data })),
    ...SEED_BUSINESSES.map((data) => ({ type: 'catalog.BusinessAdded' as const, data })),
    ...SEED_PRODUCTS.map((data) => ({ type: 'catalog.ProductAdded' as const, data })),
    ...SEED_LOCAL_TIPS.map((data) => ({ type: 'catalog.LocalTipAdded' as const, data })),
    ...SEED_ECO_CATEGORIES.map((data) => ({ type: 'eco.CategoryAdded' as const, data })),
    ...SEED_ECO_CHALLENGES.map((data) => ({ type: 'eco.ChallengeAdded' as const, data })),
    ...SEED_ECO_REWARDS.map((reward) => ({
      type: 'eco.RewardAdded' as const,
      data: seedRewardFor(reward, now),
    })),
    ...SEED_SURVEY_CATEGORIES.map((data) => ({ type: 'surveys.CategoryAdded' as const, data })),
  ];
}

/**
 * Appends the catalog with deterministic event ids: the first start adds it, every later start finds
 * the same ids already there and appends nothing. Returns how many events were new. The sample calendar
 * events and the sample rewards' last valid day are dated from `now`, the day of the first start.
 */
export async function seedCatalog(store: EventStore, now = new Date()): Promise<number> {
  let appended = 0;
  for (const event of catalogSeedEvents(now)) {
    const streamId = `${catalogStreamPrefix[event.type]}-${event.data.id}`;
    const eventId = deterministicId(`seed:${streamId}:0`);
    const existing = await store.readStream(streamId);
    if (existing.some((recorded) => recorded.eventId === eventId)) continue;
    await store.append(streamId, [seedEvent(event, eventId)], { expectedRevision: 'no_stream' });
    appended++;
  }
  return (
    appended +
    (await seedBeachExposures(store)) +
    (await seedBeachJapanese(store)) +
    (await seedEcoJapanese(store, now)) +
    (await seedCatalogJapanese(store)) +
    (await seedHeaderImages(store)) +
    (await seedCalendarSamples(store, now))
  );
}

/** Each seeded beach's exposure profile, appended once to its stream after the beach itself. */
async function seedBeachExposures(store: EventStore): Promise<number> {
  let appended = 0;
  for (const [beachId, exposure] of Object.entries(SEED_BEACH_EXPOSURES)) {
    const streamId = `beach-${beachId}`;
    const eventId = deterministicId(`seed:${streamId}:exposure:1`);
    const existing = await store.readStream(streamId);
    if (existing.length === 0 || existing.some((recorded) => recorded.eventId === eventId)) continue;
    const event = { type: 'catalog.BeachExposureSet', data: { beachId: Number(beachId), ...exposure } };
    await store.append(streamId, [seedEvent(event, eventId)], {
      expectedRevision: existing[existing.length - 1]!.revision,
    });
    appended++;
  }
  return appended;
}

/**
 * Beaches seeded before the catalog had Japanese: their seeded texts once more, now with the Japanese, as
 * the same events (a BeachAdded, a BeachExposureSet) appended once. Entries set by anyone else are left.
 */
async function seedBeachJapanese(store: EventStore): Promise<number> {
  let appended = 0;
  for (const beach of SEED_BEACHES) {
    const streamId = `beach-${beach.id}`;
    const history = await store.readStream(streamId);
    const added = history.findLast((event) => isEventOf(event, ['catalog.BeachAdded']));
    const exposureSet = history.findLast((event) => isEventOf(event, ['catalog.BeachExposureSet']));
    const exposure = SEED_BEACH_EXPOSURES[beach.id];
    const events = [
      ...(englishOnlySeed(added, 'descriptionJa') ? [{ type: 'catalog.BeachAdded', data: beach }] : []),
      ...(exposure && englishOnlySeed(exposureSet, 'sourceJa')
        ? [{ type: 'catalog.BeachExposureSet', data: { beachId: beach.id, ...exposure } }]
        : []),
    ];
    if (events.length === 0) continue;
    await store.append(
      streamId,
      events.map((event) => seedEvent(event, deterministicId(`seed:${streamId}:japanese:${event.type}`))),
      { expectedRevision: history[history.length - 1]!.revision },
    );
    appended += events.length;
  }
  return appended;
}
