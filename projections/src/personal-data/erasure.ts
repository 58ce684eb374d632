import type { PersonErased } from '@nsg/domain/personal-data/person-erasure.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { ReadModelChange } from '../runner/projection.ts';

export const PERSON_ERASED: PersonErased['type'] = 'personal-data.PersonErased';

/** The person ids an erasure names, or null for any other event. */
export function erasedPersonIds(event: RecordedEvent): string[] | null {
  return event.type === PERSON_ERASED ? (event.data as PersonErased['data']).personIds : null;
}

/**
 * What an erasure changed in a read model: the rows now showing "[erased]", or nothing to announce when
 * it touched none (an announced empty id list means "many rows changed", and every open page refetches).
 */
export function erasureChange(
  rows: readonly { id: string }[],
  audience: ReadModelChange['audience'],
): ReadModelChange | undefined {
  return rows.length > 0 ? { ids: rows.map((row) => row.id), audience } : undefined;
}
