import { sql, type Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import { notifyChanges } from '../runner/page-transaction.ts';

export type ObservationKind = 'surf' | 'weather' | 'alerts' | 'bus' | 'tide' | 'surf-outlook';

export interface StoredObservation<Data> {
  id: string;
  source: string;
  observedAt: Date;
  fetchedAt: Date;
  data: Data;
}

/**
 * The change a new swell or alert observation announces: the beach ratings' source times come from them,
 * and the API keeps those in memory.
 */
export const OBSERVATIONS_CHANGE = 'conditions';
const ANNOUNCED_KINDS: readonly ObservationKind[] = ['surf', 'alerts'];

/** Stores one observation; false when the same source already gave this time (nothing new). */
export async function recordObservation(
  db: Kysely<ReadModelTables>,
  observation: { kind: ObservationKind; source: string; observedAt: Date; data: object },
): Promise<{ id: string } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('condition_observations')
      .values({
        kind: observation.kind,
        source: observation.source,
        observed_at: observation.observedAt,
        data: JSON.stringify(observation.data),
      })
      .onConflict((oc) => oc.columns(['kind', 'source', 'observed_at']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row && ANNOUNCED_KINDS.includes(observation.kind))
      await notifyChanges(trx, [
        { projection: OBSERVATIONS_CHANGE, audience: 'public', ids: [observation.kind] },
      ]);
    return row ? { id: String(row.id) } : null;
  });
}

/** The newest observation of a kind, whichever source gave it. */
export async function latestObservation<Data>(
  db: Kysely<ReadModelTables>,
  kind: ObservationKind,
): Promise<StoredObservation<Data> | null> {
  const row = await db
    .selectFrom('condition_observations')
    .select(['id', 'source', 'observed_at', 'fetched_at', 'data'])
    .where('kind', '=', kind)
    .orderBy('observed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: String(row.id),
    source: row.source,
    observedAt: row.observed_at,
    fetchedAt: row.fetched_at,
    data: row.data as Data,
  };
}

/** Observations older than the retention are deleted by the conditions worker. */
export async function pruneObservations(db: Kysely<ReadModelTables>, olderThanDays: number): Promise<number> {
  const result = await db
    .deleteFrom('condition_observations')
    .where('observed_at', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface HighwayStatus {
  entryId: string;
  status: string;
  kamHwy: string | null;
  h2: string | null;
  totalDelay: number | null;
  lastTravelTime: string | null;
  enteredBy: string;
  enteredAt: Date;
  expiresAt: Date;
}

/** The newest admin entry, if it has not expired. */
export async function currentHighwayStatus(
  db: Kysely<ReadModelTables>,
  now: Date,
): Promise<HighwayStatus | null> {
  const row = await db
    .selectFrom('highway_status')
    .selectAll()
    .orderBy('entered_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return {
    entryId: row.entry_id,
    status: row.status,
    kamHwy: row.kam_hwy,
    h2: row.h2,
    totalDelay: row.total_delay,
    lastTravelTime: row.last_travel_time,
    enteredBy: row.entered_by,
    enteredAt: row.entered_at,
    expiresAt: row.expires_at,
  };
}
