import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TrafficFlag } from '@nsg/domain/advertising/traffic-rules/traffic-flags.ts';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { readCheckpoints } from '../runner/checkpoints.ts';
import { TRAFFIC_FACTS } from './traffic-facts-projection.ts';

type Db = Kysely<ReadModelTables>;

/** The dimensions a report groups by, as read from a fact. */
export type FactDimension =
  'day' | 'hour' | 'campaign' | 'ad' | 'image' | 'placement' | 'page' | 'language' | 'device';

export type FactKeys = Record<FactDimension, string>;

/** How far the facts go: everything up to `upTo` in the log, recorded by `recordedBy` if given. */
export interface FactsRange {
  upTo: LogPosition;
  recordedBy: Date | null;
}

export interface FactsCheckpoint {
  position: LogPosition;
  /** When the last event the projection applied was recorded. */
  at: Date | null;
}

/** Where the traffic facts projection stands in the log (null before it applied anything). */
export async function factsCheckpoint(db: Db): Promise<FactsCheckpoint | null> {
  const checkpoint = (await readCheckpoints(db)).get(TRAFFIC_FACTS);
  if (!checkpoint || checkpoint.position === 'start') return null;
  return { position: checkpoint.position, at: checkpoint.lastEventAt };
}

const position = sql`(commit_position, prepare_position)`;
const positionValue = (at: LogPosition) => sql`(${String(at.commit)}::bigint, ${String(at.prepare)}::bigint)`;

function inRange(range: FactsRange): RawBuilder<unknown> {
  const recorded = range.recordedBy ? sql` and recorded_at <= ${range.recordedBy}` : sql``;
  return sql`${position} <= ${positionValue(range.upTo)}${recorded}`;
}

/** The last fact in range: its position and when it was recorded. */
export async function lastFact(
  db: Db,
  range: FactsRange,
): Promise<{ position: LogPosition; at: Date } | null> {
  const { rows } = await sql<{ commit_position: string; prepare_position: string; recorded_at: Date }>`
    select commit_position, prepare_position, recorded_at from traffic_facts
    where ${inRange(range)}
    order by commit_position desc, prepare_position desc limit 1`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    at: row.recorded_at,
  };
}

/** Every campaign's placement, as the facts projection last saw it. */
export async function factPlacements(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('traffic_fact_placements').select(['campaign_id', 'placement']).execute();
  return new Map(rows.map((row) => [row.campaign_id, row.placement]));
}

/** The keys a fact is counted by: the day and campaign always (spend is shared by them). */
export type FactCountKeys = Partial<FactKeys> & Pick<FactKeys, 'day' | 'campaign'>;

export interface FactCount {
  keys: FactCountKeys;
  kind: 'impression' | 'click';
  /** The verdict of the report's rules (the recorded flag, or a version's). */
  flag: TrafficFlag;
  /** The verdict of the compared rule version, when one is asked for. */
  comparedFlag: TrafficFlag;
  /** Whether a rule judged these facts again (false: they kept the recorded flag). */
  judged: boolean;
  count: number;
}

/** Which stored verdicts a count reads: the recorded flag or a version's, and a second version's. */
export interface VerdictChoice {
  rules: 'recorded' | number;
  compareRules?: number | undefined;
}
