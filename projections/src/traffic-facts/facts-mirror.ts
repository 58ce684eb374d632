import {
  DuckDBInstance,
  type DuckDBAppender,
  type DuckDBConnection,
  type DuckDBValue,
} from '@duckdb/node-api';
import { ruleVersionNumbers } from '@nsg/domain/advertising/traffic-rules/index.ts';
import type { TrafficFlag } from '@nsg/domain/advertising/traffic-rules/traffic-flags.ts';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import { comparePositions } from '@nsg/platform/event-store/event-store.ts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import { verdictColumn } from './traffic-facts-tables.ts';
import type {
  FactCount,
  FactCountKeys,
  FactDimension,
  FactsRange,
  VerdictChoice,
} from './traffic-facts-queries.ts';

/** Facts copied per round trip to Postgres. */
const PAGE_SIZE = 100_000;

const verdictColumns = ruleVersionNumbers.map(verdictColumn);

/** The mirror's columns: what reports count by, and no personal data (no visitor, device or network key). */
const MIRROR_TABLE = `
  create table facts (
    commit_position bigint not null,
    prepare_position bigint not null,
    recorded_at_us bigint not null,
    kind varchar not null,
    day varchar not null,
    hour tinyint not null,
    campaign_id varchar not null,
    ad_id varchar not null,
    image_url varchar,
    placement varchar not null,
    page varchar not null,
    language varchar not null,
    device varchar not null,
    flag varchar,
    judged boolean not null,
    ${verdictColumns.map((column) => `${column} varchar`).join(',\n    ')}
  )`;

type MirroredFact = Record<(typeof verdictColumns)[number], TrafficFlag> & {
  commit_position: string;
  prepare_position: string;
  /** Microseconds since the epoch, as Postgres keeps them (a bigint, which node-postgres reads as text). */
  recorded_at_us: string;
  kind: string;
  day: string;
  hour: number;
  campaign_id: string;
  ad_id: string;
  image_url: string | null;
  placement: string;
  page: string;
  language: string;
  device: string;
  flag: TrafficFlag;
  judged: boolean;
};

/** Each dimension's key, from the mirror's columns. */
const dimensionKey: Record<FactDimension, string> = {
  day: 'day',
  hour: `day || 'T' || lpad(hour::varchar, 2, '0') || ':00'`,
  campaign: 'campaign_id',
  ad: 'ad_id',
  image: `coalesce(image_url, '')`,
  placement: 'placement',
  page: 'page',
  language: 'language',
  device: 'device',
};

export interface CatchUpOptions {
  signal?: AbortSignal | undefined;
  /** The log position of each page of facts copied. */
  onPage?: (through: LogPosition) => void;
}

/**
 * The traffic facts read model, copied into a columnar table in this process (DuckDB, in memory) and kept
 * up by log position: a report counts a million facts there in tens of milliseconds, where Postgres scans
 * rows. Postgres stays the read model; the copy only ever adds the facts past what it holds, which stay as
 * they are once applied (a rebuild writes the same facts again).
 */
export class FactsMirror {
  private readonly db: Kysely<ReadModelTables>;
  private readonly pageSize: number;
  private connection: Promise<{ instance: DuckDBInstance; connection: DuckDBConnection }> | null = null;
  private through: LogPosition | null = null;
  /** Catch-ups run one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(db: Kysely<ReadModelTables>, pageSize = PAGE_SIZE) {
    this.db = db;
    this.pageSize = pageSize;
  }

  /** Copies the facts up to a position (the facts projection's checkpoint or before) that it lacks. */
  catchUp(upTo: LogPosition, options: CatchUpOptions = {}): Promise<void> {
    const run = this.queue.then(() => this.copyUpTo(upTo, options));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Impressions and clicks in range counted per the dimensions given (and always per campaign and day), per
   * kind and per verdict of the rules chosen. Catch up to the range first.
   */
  async count(
    range: FactsRange,
    filter: { from: string; to: string; campaignId?: string | undefined },
    dimensions: readonly FactDimension[],
    verdicts: VerdictChoice,
  ): Promise<FactCount[]> {
    const grouped = [...new Set<FactDimension>(['day', 'campaign', ...dimensions])];
    const values: DuckDBValue[] = [range.upTo.commit, range.upTo.prepare, filter.from, filter.to];
    const where = [
      '(commit_position < $1 or (commit_position = $1 and prepare_position <= $2))',
      `kind <> 'image-view'`,
      'day between $3 and $4',
    ];
    if (range.recordedBy) {
      values.push(BigInt(range.recordedBy.getTime()) * 1000n);
      where.push(`recorded_at_us <= $${values.length}`);
    }
    if (filter.campaignId) {
      values.push(filter.campaignId);
      where.push(`campaign_id = $${values.length}`);
    }
    const verdictOf = (rules: 'recorded' | number) => (rules === 'recorded' ? 'flag' : verdictColumn(rules));
    const compared = verdicts.compareRules === undefined ? 'null' : verdictOf(verdicts.compareRules);
    const connection = await this.connect();
    const reader = await connection.runAndReadAll(
      `select ${grouped.map((dimension) => `${dimensionKey[dimension]} as "${dimension}"`).join(', ')},
              kind, ${verdictOf(verdicts.rules)} as flag, ${compared}::varchar as compared_flag, judged,
              count(*)::integer as count
       from facts where ${where.join(' and ')}
       group by all`,
      values,
    );
    return (reader.getRowObjectsJS() as Record<string, unknown>[]).map(
      ({ kind, flag, compared_flag, judged, count, ...keys }) => ({
        keys: keys as FactCountKeys,
        kind: kind as FactCount['kind'],
        flag: flag as TrafficFlag,
        comparedFlag: compared_flag as TrafficFlag,
        judged: judged as boolean,
        count: count as number,
      }),
    );
  }

  /** Frees the copy. */
  async close(): Promise<void> {
    const opened = this.connection;
    this.connection = null;
    this.through = null;
    if (!opened) return;
    const { instance, connection } = await opened;
    connection.closeSync();
    instance.closeSync();
  }

  private async connect(): Promise<DuckDBConnection> {
    this.connection ??= (async () => {
      const instance = await DuckDBInstance.create(':memory:');
      const connection = await instance.connect();
      await connection.run(MIRROR_TABLE);
      return { instance, connection };
    })();
    return (await this.connection).connection;
  }

  private async copyUpTo(upTo: LogPosition, { signal, onPage }: CatchUpOptions) {
    const connection = await this.connect();
    while (!this.through || comparePositions(this.through, upTo) < 0) {
      if (signal?.aborted) return;
      const rows = await this.factsAfter(this.through, upTo);
      const appender = await connection.createAppender('facts');
      for (const row of rows) appendFact(appender, row);
      appender.closeSync();
      const last = rows.at(-1);
      this.through =
        rows.length < this.pageSize || !last
          ? upTo
          : { commit: BigInt(last.commit_position), prepare: BigInt(last.prepare_position) };
      onPage?.(this.through);
    }
  }

  private async factsAfter(after: LogPosition | null, upTo: LogPosition): Promise<MirroredFact[]> {
    const from = after ?? { commit: -1n, prepare: -1n };
    const { rows } = await sql<MirroredFact>`
      select commit_position, prepare_position, (extract(epoch from recorded_at) * 1000000)::bigint::text as recorded_at_us,
             kind, to_char(day, 'YYYY-MM-DD') as day, hour, campaign_id, ad_id, image_url, placement, page,
             language, device, flag, judged, ${sql.join(verdictColumns.map((column) => sql.ref(column)))}
      from traffic_facts
      where (commit_position, prepare_position) > (${String(from.commit)}::bigint, ${String(from.prepare)}::bigint)
        and (commit_position, prepare_position) <= (${String(upTo.commit)}::bigint, ${String(upTo.prepare)}::bigint)
      order by commit_position, prepare_position
      limit ${this.pageSize}`.execute(this.db);
    return rows;
  }
}

function appendFact(appender: DuckDBAppender, row: MirroredFact) {
  appender.appendBigInt(BigInt(row.commit_position));
  appender.appendBigInt(BigInt(row.prepare_position));
  appender.appendBigInt(BigInt(row.recorded_at_us));
  appender.appendVarchar(row.kind);
  appender.appendVarchar(row.day);
  appender.appendTinyInt(row.hour);
  appender.appendVarchar(row.campaign_id);
  appender.appendVarchar(row.ad_id);
  appendText(appender, row.image_url);
  appender.appendVarchar(row.placement);
  appender.appendVarchar(row.page);
  appender.appendVarchar(row.language);
  appender.appendVarchar(row.device);
  appendText(appender, row.flag);
  appender.appendBoolean(row.judged);
  for (const column of verdictColumns) appendText(appender, row[column]);
  appender.endRow();
}

function appendText(appender: DuckDBAppender, value: string | null) {
  if (value === null) appender.appendNull();
  else appender.appendVarchar(value);
}

const mirrors = new WeakMap<Kysely<ReadModelTables>, FactsMirror>();

/** The one mirror of a read-model database's traffic facts in this process. */
export function factsMirrorOf(db: Kysely<ReadModelTables>): FactsMirror {
  let mirror = mirrors.get(db);
  if (!mirror) {
    mirror = new FactsMirror(db);
    mirrors.set(db, mirror);
  }
  return mirror;
}
