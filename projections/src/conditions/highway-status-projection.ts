import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { HighwayStatusEvent } from '@nsg/domain/conditions/highway-status.ts';
import type { Projection } from '../runner/projection.ts';
import { eachEvent } from '../runner/page-apply.ts';

const highwayStatusEventTypes = new Set<HighwayStatusEvent['type']>(['conditions.HighwayStatusEntered']);

/** Admin-entered highway status entries; the newest unexpired one is the current status. */
export const highwayStatusProjection: Projection = {
  name: 'highway-status',
  tables: ['highway_status'],
  eventTypes: highwayStatusEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, highwayStatusEventTypes)) return;
    const { data } = recorded;
    await db
      .insertInto('highway_status')
      .values({
        entry_id: data.entryId,
        status: data.status,
        kam_hwy: data.kamHwy,
        h2: data.h2,
        total_delay: data.totalDelay,
        last_travel_time: data.lastTravelTime,
        entered_by: data.enteredBy,
        entered_at: new Date(data.enteredAt),
        expires_at: new Date(data.expiresAt),
      })
      .onConflict((oc) => oc.column('entry_id').doNothing())
      .execute();
    return { ids: ['traffic'], audience: 'public' };
  }),
};
