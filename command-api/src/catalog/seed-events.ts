import { catalogStreamPrefix, type CatalogEvent } from '@nsg/domain/catalog/catalog-events.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import type { NewEvent, RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { deterministicId } from '@nsg/platform/ids.ts';

/** A seed event as appended: by the seed, with an id that names it, so a later start appends it no more. */
export function seedEvent<Event extends { type: string; data: unknown }>(
  event: Event,
  eventId: string,
): NewEvent {
  return { ...event, eventId, metadata: { actor: SEED_ACTOR, correlationId: eventId, schemaVersion: 1 } };
}

/** The event was the seed's, written before the catalog had the Japanese `japaneseField`. */
export const englishOnlySeed = (event: RecordedEvent | undefined, japaneseField: string) =>
  event !== undefined &&
  event.metadata.actor === SEED_ACTOR &&
  !(japaneseField in (event.data as Record<string, unknown>));

/** A seeded entry as the event that adds it, with the field that says it has its Japanese. */
export interface SeededEntry {
  event: Pick<CatalogEvent, 'type' | 'data'>;
  japaneseField: string;
}

/**
 * Entries seeded before the catalog had their Japanese: their seeded event once more, now with the
 * Japanese, appended once to the entry's stream. An entry last set by anyone but the seed is left as it is.
 */
export async function seedJapaneseOf(store: EventStore, entries: readonly SeededEntry[]): Promise<number> {
  let appended = 0;
  for (const { event, japaneseField } of entries) {
    const streamId = `${catalogStreamPrefix[event.type]}-${(event.data as { id: number }).id}`;
    const history = await store.readStream(streamId);
    const last = history.at(-1);
    if (last?.type !== event.type || !englishOnlySeed(last, japaneseField)) continue;
    const eventId = deterministicId(`seed:${streamId}:japanese`);
    await store.append(streamId, [seedEvent(event, eventId)], { expectedRevision: last.revision });
    appended++;
  }
  return appended;
}
