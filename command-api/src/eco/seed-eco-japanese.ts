import {
  catalogStreamPrefix,
  type EcoCategoryAdded,
  type EcoChallengeAdded,
  type EcoRewardAdded,
} from '@nsg/domain/catalog/catalog-events.ts';
import { SEED_ECO_CATEGORIES, SEED_ECO_CHALLENGES, SEED_ECO_REWARDS } from '@nsg/domain/catalog/seed/eco.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { deterministicId } from '@nsg/platform/ids.ts';

type EcoEntryAdded = Pick<EcoCategoryAdded | EcoChallengeAdded | EcoRewardAdded, 'type' | 'data'>;

/** Each seeded eco entry as the event that adds it, with the field that says it has its Japanese. */
function seededEcoEntries(): { event: EcoEntryAdded; japaneseField: string }[] {
  return [
    ...SEED_ECO_CATEGORIES.map((data) => ({
      event: { type: 'eco.CategoryAdded' as const, data },
      japaneseField: 'nameJa',
    })),
    ...SEED_ECO_CHALLENGES.map((data) => ({
      event: { type: 'eco.ChallengeAdded' as const, data },
      japaneseField: 'titleJa',
    })),
    ...SEED_ECO_REWARDS.map((data) => ({
      event: { type: 'eco.RewardAdded' as const, data },
      japaneseField: 'titleJa',
    })),
  ];
}

/**
 * Eco entries seeded before the catalog had Japanese: their seeded event once more, now with the Japanese,
 * appended once to the entry's stream. An entry last set by anyone but the seed is left as it is.
 */
export async function seedEcoJapanese(store: EventStore): Promise<number> {
  let appended = 0;
  for (const { event, japaneseField } of seededEcoEntries()) {
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
