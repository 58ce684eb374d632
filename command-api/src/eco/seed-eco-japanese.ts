import {
  SEED_ECO_CATEGORIES,
  SEED_ECO_CHALLENGES,
  SEED_ECO_REWARDS,
  seedRewardFor,
} from '@nsg/domain/catalog/seed/eco.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { seedJapaneseOf, type SeededEntry } from '../catalog/seed-events.ts';

/** Each seeded eco entry, with the field that says it has its Japanese. */
const seededEcoEntries = (now: Date): SeededEntry[] => [
  ...SEED_ECO_CATEGORIES.map((data) => ({
    event: { type: 'eco.CategoryAdded' as const, data },
    japaneseField: 'nameJa',
  })),
  ...SEED_ECO_CHALLENGES.map((data) => ({
    event: { type: 'eco.ChallengeAdded' as const, data },
    japaneseField: 'titleJa',
  })),
  ...SEED_ECO_REWARDS.map((reward) => ({
    event: { type: 'eco.RewardAdded' as const, data: seedRewardFor(reward, now) },
    japaneseField: 'titleJa',
  })),
];

/**
 * Eco categories, challenges and rewards seeded before the catalog had their Japanese get it, once (the rewards
 * valid as if first seeded at `now`).
 */
export const seedEcoJapanese = (store: EventStore, now: Date) => seedJapaneseOf(store, seededEcoEntries(now));
