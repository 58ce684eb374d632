import type { Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

/** Timeline of streams from the audit log: who did what, when. */
export async function historyOf(db: Db, streamIds: string[]) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['global_position', 'type', 'actor', 'occurred_at'])
    .where('stream_id', 'in', streamIds)
    .orderBy('global_position', 'desc')
    .limit(500)
    .execute();
  // The latest 500, oldest first.
  return rows.reverse().map((row) => ({
    position: row.global_position,
    action: row.type,
    actor: row.actor,
    at: row.occurred_at.toISOString(),
  }));
}

/** Visitors' ad impressions and clicks: many times the volume of everything people do. */
export const TRAFFIC_EVENT_TYPES = [
  'advertising.AdImpressionRecorded',
  'advertising.AdClickRecorded',
  'advertising.AdImageViewed',
];

export interface AuditFilters {
  actor?: string;
  target?: string;
  type?: string;
  from?: string;
  to?: string;
  /** People's actions (default), the ad traffic, or both. */
  activity: 'people' | 'traffic' | 'all';
  /** Cursor: entries older than this log position (newest first). */
  before?: string;
  limit: number;
}

export async function listAuditLog(db: Db, filters: AuditFilters) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('global_position', 'desc').limit(filters.limit);
  if (filters.before) query = query.where('global_position', '<', filters.before);
  if (filters.activity === 'people') query = query.where('type', 'not in', TRAFFIC_EVENT_TYPES);
  if (filters.activity === 'traffic') query = query.where('type', 'in', TRAFFIC_EVENT_TYPES);
  if (filters.actor) query = query.where('actor', 'like', `%${escapeLike(filters.actor)}%`);
  if (filters.target) query = query.where('stream_id', 'like', `%${escapeLike(filters.target)}%`);
  if (filters.type) query = query.where('type', 'like', `%${escapeLike(filters.type)}%`);
  if (filters.from) query = query.where('occurred_at', '>=', new Date(`${filters.from}T00:00:00-10:00`));
  if (filters.to)
    query = query.where(
      'occurred_at',
      '<',
      new Date(new Date(`${filters.to}T00:00:00-10:00`).getTime() + 86_400_000),
    );
  const rows = await query.execute();
  return rows.map((row) => ({
    position: row.global_position,
    actor: row.actor,
    action: row.type,
    target: row.stream_id,
    at: row.occurred_at.toISOString(),
  }));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
