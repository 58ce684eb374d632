import type { Projection, ReadModelChange } from '../runner/projection.ts';

/** Told to every visitor without ids: which advertiser's ad changed is not theirs to learn. */
const placementsChanged: ReadModelChange = { ids: [], audience: 'public' };

/**
 * The projection's `apply`, also telling visitors when a page of its events changed what the placements
 * show (an approved version, an ad withdrawn, a campaign started or stopped), so open pages show it at once.
 */
export function tellingVisitors(
  apply: Projection['apply'],
  changesPlacements: (eventType: string) => boolean,
): Projection['apply'] {
  return async (db, events) => {
    const changes = await apply(db, events);
    return events.some((event) => changesPlacements(event.type)) ? [...changes, placementsChanged] : changes;
  };
}
