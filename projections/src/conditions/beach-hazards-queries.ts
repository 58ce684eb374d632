import type { Kysely } from 'kysely';
import type { HazardLevel, HazardReason, HazardSource } from '@nsg/domain/conditions/beach-hazard.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

export interface CurrentBeachHazard {
  beachId: number;
  level: HazardLevel;
  reasons: HazardReason[];
  sources: HazardSource[];
  assessedAt: Date;
  riseEventId: string | null;
  riseLevel: HazardLevel | null;
}

/**
 * The current rating of every assessed beach, or of these beaches, by beach id (beaches never assessed are
 * absent).
 */
export async function currentBeachHazards(
  db: Db,
  beachIds?: readonly number[],
): Promise<Map<number, CurrentBeachHazard>> {
  let query = db.selectFrom('beach_hazards').selectAll();
  if (beachIds) query = query.where('beach_id', 'in', beachIds);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.beach_id,
      {
        beachId: row.beach_id,
        level: row.level as HazardLevel,
        reasons: row.reasons,
        sources: row.sources,
        assessedAt: row.assessed_at,
        riseEventId: row.rise_event_id,
        riseLevel: row.rise_level as HazardLevel | null,
      },
    ]),
  );
}

/** A beach's assessments, newest first, with the inputs each was computed from. */
export async function beachHazardHistory(db: Db, beachId: number, limit: number) {
  const rows = await db
    .selectFrom('beach_hazard_assessments')
    .select(['event_id', 'beach_name', 'level', 'reasons', 'sources', 'inputs', 'assessed_at'])
    .where('beach_id', '=', beachId)
    .orderBy('global_position', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    eventId: row.event_id,
    beachName: row.beach_name,
    level: row.level as HazardLevel,
    reasons: row.reasons,
    sources: row.sources,
    inputs: row.inputs,
    assessedAt: row.assessed_at.toISOString(),
  }));
}

/** Beaches rated high or extreme now, with the assessment that made them rise (for followers' alerts). */
export async function risenBeaches(db: Db) {
  const rows = await db
    .selectFrom('beach_hazards')
    .innerJoin('beaches', 'beaches.id', 'beach_hazards.beach_id')
    .select(['beach_hazards.beach_id', 'beaches.name', 'level', 'rise_event_id', 'reasons'])
    .where('level', 'in', ['high', 'extreme'])
    .where('rise_event_id', 'is not', null)
    .execute();
  return rows.map((row) => ({
    beachId: row.beach_id,
    beachName: row.name,
    level: row.level as 'high' | 'extreme',
    riseEventId: row.rise_event_id!,
    reasons: row.reasons,
  }));
}
