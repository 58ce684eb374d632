import type { RecordedEvent } from '@nsg/domain/shared/events.ts';

const VISITOR_ACTOR = 'visitor:';

/** The person ids an event names: fields called `personId` or ending in `PersonId`, at any depth. */
function personIdsIn(value: unknown, found: string[] = [], key = ''): string[] {
  if (typeof value === 'string') {
    if (key === 'personId' || key.endsWith('PersonId')) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) personIdsIn(item, found, key);
  } else if (value && typeof value === 'object') {
    for (const [field, item] of Object.entries(value)) personIdsIn(item, found, field);
  }
  return found;
}

/**
 * Which visitors (browser cookies) are erased people. A visitor is anonymous until they leave personal
 * data (a board listing, a message, a push subscription): that event is theirs by its actor and names the
 * person id an erasure lists. Erasures can come later in the log than the traffic, so this is answered
 * once the whole log has been seen.
 */
export function erasedVisitorTracker() {
  const erasedPersonIds = new Set<string>();
  const visitorsByPersonId = new Map<string, Set<string>>();
  return {
    see(event: RecordedEvent) {
      if (event.type === 'personal-data.PersonErased') {
        for (const id of (event.data as { personIds: string[] }).personIds) erasedPersonIds.add(id);
        return;
      }
      const actor = event.metadata.actor;
      if (!actor.startsWith(VISITOR_ACTOR)) return;
      for (const personId of personIdsIn(event.data)) {
        const visitors = visitorsByPersonId.get(personId) ?? new Set<string>();
        visitors.add(actor.slice(VISITOR_ACTOR.length));
        visitorsByPersonId.set(personId, visitors);
      }
    },
    visitorIds(): string[] {
      const erased = new Set<string>();
      for (const personId of erasedPersonIds)
        for (const visitor of visitorsByPersonId.get(personId) ?? []) erased.add(visitor);
      return [...erased];
    },
  };
}
