import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TrafficInputs } from '@nsg/domain/advertising/traffic-rules/index.ts';
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

export interface FactCount {
  keys: Partial<FactKeys> & Pick<FactKeys, 'day' | 'campaign'>;
  kind: 'impression' | 'click';
  flag: TrafficFlag;
  count: number;
}

/**
 * Impressions and clicks in range counted per the dimensions given (and always per campaign and day, which
 * spend is shared by), per kind and recorded flag.
 */
export async function countFacts(
  db: Db,
  range: FactsRange,
  filter: { from: string; to: string; campaignId?: string | undefined },
  dimensions: readonly FactDimension[],
): Promise<FactCount[]> {
  const grouped = [...new Set<FactDimension>(['day', 'campaign', ...dimensions])];
  const keys = grouped.map((dimension) => sql.raw(`${dimensionSql[dimension].key} as "${dimension}"`));
  const groups = grouped.map((dimension) => sql.raw(dimensionSql[dimension].group));
  const campaign = filter.campaignId ? sql` and campaign_id = ${filter.campaignId}` : sql``;
  const { rows } = await sql<
    Record<string, string> & { kind: FactCount['kind']; flag: TrafficFlag; count: number }
  >`
    select ${sql.join(keys)}, kind, flag, count(*)::integer as count
    from traffic_facts
    where ${inRange(range)} and kind <> 'image-view'
      and day between ${filter.from}::date and ${filter.to}::date${campaign}
    group by ${sql.join(groups)}, kind, flag`.execute(db);
  return rows.map(({ kind, flag, count, ...keys }) => ({
    keys: keys as FactCount['keys'],
    kind,
    flag,
    count,
  }));
}

/** A fact as a rule version judges it again, with the keys a report groups it by. */
export interface TrafficFact {
  kind: 'impression' | 'click' | 'image-view';
  adId: string;
  visitorId: string;
  /** Milliseconds since the epoch. */
  at: number;
  flag: TrafficFlag;
  inputs: TrafficInputs | null;
  /** The day and campaign always (spend is shared by them), other keys when asked for. */
  keys: Partial<FactKeys> & Pick<FactKeys, 'day' | 'campaign'>;
}

interface FactRow {
  commit_position: string;
  prepare_position: string;
  kind: TrafficFact['kind'];
  at_ms: number;
  day: string;
  campaign_id: string;
  ad_id: string;
  flag: TrafficFlag;
  visitor_id: string;
  user_agent: string | null;
  serve: TrafficInputs['serve'] | null;
  cookie: TrafficInputs['cookie'] | null;
  device_key: string | null;
  network_key: string | null;
  /** The other dimensions asked for, as keys. */
  hour?: string;
  image?: string;
  placement?: string;
  page?: string;
  language?: string;
  device?: string;
}

const keyColumns: Record<Exclude<FactDimension, 'day' | 'campaign' | 'ad'>, string> = {
  hour: `${dimensionSql.hour.key} as hour`,
  image: `${dimensionSql.image.key} as image`,
  placement: 'placement',
  page: 'page',
  language: 'language',
  device: 'device',
};

function factOf(row: FactRow): TrafficFact {
  const { day, campaign_id: campaign, ad_id: ad, hour, image, placement, page, language, device } = row;
  return {
    kind: row.kind,
    adId: ad,
    visitorId: row.visitor_id,
    at: row.at_ms,
    flag: row.flag,
    inputs:
      row.user_agent === null
        ? null
        : {
            userAgent: row.user_agent,
            serve: row.serve!,
            cookie: row.cookie!,
            deviceKey: row.device_key!,
            networkKey: row.network_key!,
          },
    keys: { day, campaign, ad, hour, image, placement, page, language, device },
  };
}

/**
 * Every fact in range in log order, a page at a time, with the position of the page's last one. Only the
 * keys of the dimensions given are read (with the day and campaign): fewer bytes to parse per row.
 */
export async function* factPages(
  db: Db,
  range: FactsRange,
  dimensions: readonly FactDimension[],
  pageSize: number,
): AsyncGenerator<{ facts: TrafficFact[]; last: LogPosition }> {
  const keys = dimensions.flatMap((dimension) =>
    dimension in keyColumns ? [sql.raw(keyColumns[dimension as keyof typeof keyColumns])] : [],
  );
  const extraKeys = keys.length ? sql`, ${sql.join(keys)}` : sql``;
  let after = sql`(-1::bigint, -1::bigint)`;
  for (;;) {
    const { rows } = await sql<FactRow>`
      select commit_position, prepare_position, kind, (extract(epoch from at) * 1000)::float8 as at_ms,
             to_char(day, 'YYYY-MM-DD') as day, campaign_id, ad_id, flag, visitor_id,
             user_agent, serve, cookie, device_key, network_key${extraKeys}
      from traffic_facts
      where ${position} > ${after} and ${inRange(range)}
      order by commit_position, prepare_position
      limit ${pageSize}`.execute(db);
    const lastRow = rows.at(-1);
    if (!lastRow) return;
    const last = { commit: BigInt(lastRow.commit_position), prepare: BigInt(lastRow.prepare_position) };
    yield { facts: rows.map(factOf), last };
    if (rows.length < pageSize) return;
    after = positionValue(last);
  }
}
