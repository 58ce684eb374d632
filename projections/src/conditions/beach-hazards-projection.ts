import { isEventOf } from '@nsg/domain/stored-events.ts';
import { isRise, type BeachHazardAssessed, type HazardLevel } from '@nsg/domain/conditions/beach-hazard.ts';
import type { Projection } from '../runner/projection.ts';
import { eachEvent } from '../runner/page-apply.ts';

const beachHazardEventTypes = new Set<BeachHazardAssessed['type']>(['conditions.BeachHazardAssessed']);

/** Each beach's current hazard rating, and every assessment with its inputs for the audit. */
export const beachHazardsProjection: Projection = {
  name: 'beach-hazards',
  tables: ['beach_hazards', 'beach_hazard_assessments'],
  eventTypes: beachHazardEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, beachHazardEventTypes)) return;
    const { data } = recorded;
    const reasons = JSON.stringify(data.reasons);
    const sources = JSON.stringify(data.sources);
    const assessedAt = new Date(data.assessedAt);
    await db
      .insertInto('beach_hazard_assessments')
      .values({
        event_id: recorded.eventId,
        beach_id: data.beachId,
        beach_name: data.beachName,
        level: data.level,
        reasons,
        sources,
        inputs: JSON.stringify(data.inputs),
        assessed_at: assessedAt,
        global_position: String(recorded.globalPosition),
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .execute();
    const current = await db
      .selectFrom('beach_hazards')
      .select(['last_known_level', 'rise_event_id', 'rise_level'])
      .where('beach_id', '=', data.beachId)
      .executeTakeFirst();
    const previousKnown = (current?.last_known_level ?? null) as HazardLevel | null;
    const rose = isRise(previousKnown, data.level);
    const row = {
      level: data.level,
      reasons,
      sources,
      assessed_at: assessedAt,
      last_known_level: data.level === 'unknown' ? previousKnown : data.level,
      rise_event_id: rose ? recorded.eventId : (current?.rise_event_id ?? null),
      rise_level: rose ? data.level : (current?.rise_level ?? null),
    };
    await db
      .insertInto('beach_hazards')
      .values({ beach_id: data.beachId, ...row })
      .onConflict((oc) => oc.column('beach_id').doUpdateSet(row))
      .execute();
    return { ids: [String(data.beachId)], audience: 'public' };
  }),
};
