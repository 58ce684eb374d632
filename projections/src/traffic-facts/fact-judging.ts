import type { AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import { ruleVersionNumbers } from '@nsg/domain/advertising/traffic-rules/index.ts';
import {
  judgeFor,
  JUDGE_MEMORY_MS,
  type TrafficJudge,
  type TrafficToJudge,
} from '@nsg/domain/advertising/traffic-rules/rejudge.ts';
import type { TrafficFlag } from '@nsg/domain/advertising/traffic-rules/traffic-flags.ts';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import { verdictColumn, type VerdictColumns } from './traffic-facts-tables.ts';

/** Time may go back a little between events in log order (clocks of several API processes). */
const CLOCK_SKEW_MS = 60 * 60_000;

export type TrafficKind = TrafficToJudge['kind'];

/** What each traffic event counts as. */
export const TRAFFIC_KIND = {
  'advertising.AdImpressionRecorded': 'impression',
  'advertising.AdClickRecorded': 'click',
  'advertising.AdImageViewed': 'image-view',
} as const satisfies Record<AdTrafficEvent['type'], TrafficKind>;

export const trafficTypes = new Set(Object.keys(TRAFFIC_KIND) as AdTrafficEvent['type'][]);

/** Every rule version's judge, fed the traffic in log order. */
export class FactJudges {
  private readonly judges = new Map<number, TrafficJudge>(ruleVersionNumbers.map((v) => [v, judgeFor(v)]));
  /** The latest traffic time seen, and when the judges last forgot what is out of their memory span. */
  private latestAt = -Infinity;
  private forgotAt = -Infinity;

  /** Each version's verdict on one traffic event; an event without inputs keeps its recorded flag. */
  verdicts(kind: TrafficKind, event: AdTrafficEvent): VerdictColumns {
    const t = event.data;
    const verdicts = {} as Record<keyof VerdictColumns, TrafficFlag>;
    const traffic = t.inputs
      ? { kind, adId: t.adId, visitorId: t.visitorId, at: Date.parse(t.at), inputs: t.inputs }
      : null;
    for (const [version, judge] of this.judges)
      verdicts[verdictColumn(version)] = traffic ? judge(traffic) : t.flag;
    if (traffic) this.seen(traffic.at);
    return verdicts;
  }

  /** Keeps the judges' memory bounded in a long-running process: once per memory span of traffic time. */
  private seen(at: number) {
    if (at <= this.latestAt) return;
    this.latestAt = at;
    if (at - this.forgotAt < JUDGE_MEMORY_MS) return;
    this.forgotAt = at;
    for (const judge of this.judges.values()) judge.forget(at - JUDGE_MEMORY_MS - CLOCK_SKEW_MS);
  }

  /**
   * Picks up the judges' state from the verdicts stored with the facts (up to a position, or all): each
   * version remembers the facts it counted within its memory span of the last one, in log order, as
   * judging them did.
   */
  async resume(db: Kysely<ReadModelTables>, upTo?: LogPosition): Promise<void> {
    const until = upTo
      ? sql`(commit_position, prepare_position) <= (${String(upTo.commit)}::bigint, ${String(upTo.prepare)}::bigint)`
      : sql`true`;
    const { rows } = await sql<StoredJudgedFact>`
      with last as (
        select at from traffic_facts where ${until}
        order by commit_position desc, prepare_position desc limit 1
      )
      select kind, ad_id, visitor_id, (extract(epoch from at) * 1000)::float8 as at_ms, device_key, network_key,
             ${sql.join(ruleVersionNumbers.map((v) => sql.ref(verdictColumn(v))))}
      from traffic_facts
      where judged and ${until}
        and at >= (select at from last) - ${`${JUDGE_MEMORY_MS + CLOCK_SKEW_MS} milliseconds`}::interval
      order by commit_position, prepare_position`.execute(db);
    for (const row of rows) {
      const traffic: TrafficToJudge = {
        kind: row.kind,
        adId: row.ad_id,
        visitorId: row.visitor_id,
        at: row.at_ms,
        // Remembering reads only the keys: the other inputs decided the verdict already stored.
        inputs: {
          userAgent: '',
          serve: 'valid',
          cookie: 'returning',
          deviceKey: row.device_key!,
          networkKey: row.network_key!,
        },
      };
      for (const [version, judge] of this.judges)
        if (row[verdictColumn(version)] === null) judge.remember(traffic);
      this.seen(traffic.at);
    }
  }
}

type StoredJudgedFact = VerdictColumns & {
  kind: TrafficKind;
  ad_id: string;
  visitor_id: string;
  at_ms: number;
  device_key: string | null;
  network_key: string | null;
};

/** The last fact in a table (live or a rebuild's copy, by the transaction's search path). */
export async function lastStoredFact(
  db: Kysely<ReadModelTables>,
): Promise<{ schema: string; position: LogPosition | null }> {
  const { rows } = await sql<{
    schema: string;
    commit_position: string | null;
    prepare_position: string | null;
  }>`
    select current_schema() as schema, f.commit_position, f.prepare_position
    from (select 1) as one
    left join lateral (
      select commit_position, prepare_position from traffic_facts
      order by commit_position desc, prepare_position desc limit 1
    ) as f on true`.execute(db);
  const row = rows[0]!;
  return {
    schema: row.schema,
    position:
      row.commit_position === null
        ? null
        : { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position!) },
  };
}
