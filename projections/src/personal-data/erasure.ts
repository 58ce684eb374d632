import type { PersonErased } from '@nsg/domain/personal-data/person-erasure.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';

export const PERSON_ERASED: PersonErased['type'] = 'personal-data.PersonErased';

/** The person ids an erasure names, or null for any other event. */
export function erasedPersonIds(event: RecordedEvent): string[] | null {
  return event.type === PERSON_ERASED ? (event.data as PersonErased['data']).personIds : null;
}
