import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TrafficFlag } from '@nsg/domain/advertising/traffic-rules/traffic-flags.ts';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { readCheckpoints } from '../runner/checkpoints.ts';
import { TRAFFIC_FACTS } from './traffic-facts-projection.ts';
import { verdictColumn } from './traffic-facts-tables.ts';

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

/** Each dimension's column, and how its key is written from it. */
const dimensionSql: Record<FactDimension, { group: string; key: string }> = {
  day: { group: 'day', key: `to_char(day, 'YYYY-MM-DD')` },
  hour: { group: 'day, hour', key: `to_char(day, 'YYYY-MM-DD') || 'T' || lpad(hour::text, 2, '0') || ':00'` },
  campaign: { group: 'campaign_id', key: 'campaign_id' },
  ad: { group: 'ad_id', key: 'ad_id' },
  image: { group: 'image_url', key: `coalesce(image_url, '')` },
  placement: { group: 'placement', key: 'placement' },
  page: { group: 'page', key: 'page' },
  language: { group: 'language', key: 'language' },
  device: { group: 'device', key: 'device' },
};

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

const verdictSql = (rules: 'recorded' | number) =>
  sql.ref(rules === 'recorded' ? 'flag' : verdictColumn(rules));

/**
 * Impressions and clicks in range counted per the dimensions given (and always per campaign and day, which
 * spend is shared by), per kind and per verdict of the rules chosen.
 */
export async function countFacts(
  db: Db,
  range: FactsRange,
  filter: { from: string; to: string; campaignId?: string | undefined },
  dimensions: readonly FactDimension[],
  verdicts: VerdictChoice,
): Promise<FactCount[]> {
  const grouped = [...new Set<FactDimension>(['day', 'campaign', ...dimensions])];
  const keys = grouped.map((dimension) => sql.raw(`${dimensionSql[dimension].key} as "${dimension}"`));
  const groups = grouped.map((dimension) => sql.raw(dimensionSql[dimension].group));
  const campaign = filter.campaignId ? sql` and campaign_id = ${filter.campaignId}` : sql``;
  const flag = verdictSql(verdicts.rules);
  const compared = verdicts.compareRules === undefined ? sql`null::text` : verdictSql(verdicts.compareRules);
  const { rows } = await sql<
    Record<string, string> &
      Pick<FactCount, 'kind' | 'flag' | 'judged' | 'count'> & { compared_flag: TrafficFlag }
  >`
    select ${sql.join(keys)}, kind, ${flag} as flag, ${compared} as compared_flag,
           judged, count(*)::integer as count
    from traffic_facts
    where ${inRange(range)} and kind <> 'image-view'
      and day between ${filter.from}::date and ${filter.to}::date${campaign}
    group by ${sql.join(groups)}, kind, ${flag}, ${compared}, judged`.execute(db);
  return rows.map(({ kind, flag, compared_flag, judged, count, ...keys }) => ({
    keys: keys as FactCountKeys,
    kind,
    flag,
    comparedFlag: compared_flag,
    judged,
    count,
  }));
}
