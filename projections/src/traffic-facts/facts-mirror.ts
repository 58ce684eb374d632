import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { ruleVersionNumbers } from '@nsg/domain/advertising/traffic-rules/index.ts';
import type { TrafficFlag } from '@nsg/domain/advertising/traffic-rules/traffic-flags.ts';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import { comparePositions, parseLogPosition } from '@nsg/platform/event-store/event-store.ts';
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

/** Facts copied per round trip to Postgres, and CSV lines per value read. */

const PAGE_SIZE = 100_000;

const verdictColumns = ruleVersionNumbers.map(verdictColumn);

/**
 * Fields are separated by the unit separator, unquoted: no key holds a control character (page keys have
 * them percent-encoded, the others are ids, upload paths and names from closed lists). An empty field is
 * null (no key is ever empty).
 */
const SEPARATOR = '\u001f';
const field = (column: string) => `coalesce(${column}, '')`;

/**
 * The mirror's columns, as DuckDB types them and as Postgres writes them into CSV: what reports count by,
 * and no personal data (no visitor, device or network key).
 */
const MIRROR_COLUMNS: readonly { name: string; type: string; csv: string }[] = [
  { name: 'commit_position', type: 'BIGINT', csv: 'commit_position' },
  { name: 'prepare_position', type: 'BIGINT', csv: 'prepare_position' },
  // Microseconds since the epoch, as Postgres keeps them (a double holds them to a fraction of one).
  { name: 'recorded_at_us', type: 'BIGINT', csv: `round(date_part('epoch', recorded_at) * 1000000)::bigint` },
  { name: 'kind', type: 'VARCHAR', csv: 'kind' },
  // Days since 1970-01-01: cheaper for Postgres to write than a date, and for DuckDB to read and group.
  { name: 'day_number', type: 'INTEGER', csv: `day - date '1970-01-01'` },
  { name: 'hour', type: 'TINYINT', csv: 'hour' },
  ...['campaign_id', 'ad_id', 'image_url', 'placement', 'page', 'language', 'device', 'flag'].map((name) => ({
    name,
    type: 'VARCHAR',
    csv: field(name),
  })),
  { name: 'judged', type: 'BOOLEAN', csv: 'judged' },
  ...verdictColumns.map((name) => ({ name, type: 'VARCHAR', csv: field(name) })),
];

/**
 * A database file of its own, so that DuckDB compresses the columns when it writes them out and keeps in
 * memory only what its buffer holds (an in-memory table keeps them uncompressed: 270 MB per million facts).
 */
const MIRROR_SETTINGS = { memory_limit: '256MB' };

const MIRROR_TABLE = `create table facts (${MIRROR_COLUMNS.map((c) => `${c.name} ${c.type}`).join(', ')})`;
const CSV_COLUMNS = `{${MIRROR_COLUMNS.map((c) => `'${c.name}': '${c.type}'`).join(', ')}}`;
const CSV_LINE = `concat_ws(chr(${SEPARATOR.charCodeAt(0)}), ${MIRROR_COLUMNS.map((c) => c.csv).join(', ')})`;

const DAY = `strftime(DATE '1970-01-01' + day_number, '%Y-%m-%d')`;

/** Each dimension's columns, grouped by, and its key, written from them once grouped. */
const dimensionSql: Record<FactDimension, { columns: string[]; key: string }> = {
  day: { columns: ['day_number'], key: DAY },
  hour: { columns: ['day_number', 'hour'], key: `${DAY} || 'T' || lpad(hour::varchar, 2, '0') || ':00'` },
  campaign: { columns: ['campaign_id'], key: 'campaign_id' },
  ad: { columns: ['ad_id'], key: 'ad_id' },
  image: { columns: ['image_url'], key: `coalesce(image_url, '')` },
  placement: { columns: ['placement'], key: 'placement' },
  page: { columns: ['page'], key: 'page' },
  language: { columns: ['language'], key: 'language' },
  device: { columns: ['device'], key: 'device' },
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export interface CatchUpOptions {
  signal?: AbortSignal | undefined;
  /** The log position of each page of facts copied. */
  onPage?: (through: LogPosition) => void;
}

/**
 * The traffic facts read model, copied into a columnar table of this process (DuckDB, in a file of its own
 * in the temporary directory, removed on close) and kept up by log position: a report counts a million
 * facts there in about a tenth of a second, where Postgres scans rows. Postgres stays the read model; the
 * copy only ever adds the facts past what it holds, which stay as they are once applied (a rebuild writes
 * the same facts again).
 */
export class FactsMirror {
  private readonly db: Kysely<ReadModelTables>;
  private readonly pageSize: number;
  private connection: Promise<{
    instance: DuckDBInstance;
    connection: DuckDBConnection;
    dir: string;
  }> | null = null;
  private through: LogPosition | null = null;
  /** Copies and counts run one at a time on the one DuckDB connection. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(db: Kysely<ReadModelTables>, pageSize = PAGE_SIZE) {
    this.db = db;
    this.pageSize = pageSize;
  }

  /** Copies the facts up to a position (the facts projection's checkpoint or before) that it lacks. */
  catchUp(upTo: LogPosition, options: CatchUpOptions = {}): Promise<void> {
    return this.inTurn(() => this.copyUpTo(upTo, options));
  }

  /**
   * Impressions and clicks in range counted per the dimensions given (and always per campaign and day), per
   * kind and per verdict of the rules chosen. Catch up to the range first.
   */
  count(
    range: FactsRange,
    filter: { from: string; to: string; campaignId?: string | undefined },
    dimensions: readonly FactDimension[],
    verdicts: VerdictChoice,
  ): Promise<FactCount[]> {
    return this.inTurn(() => this.countNow(range, filter, dimensions, verdicts));
  }

  private async countNow(
    range: FactsRange,
    filter: { from: string; to: string; campaignId?: string | undefined },
    dimensions: readonly FactDimension[],
    verdicts: VerdictChoice,
  ): Promise<FactCount[]> {
    const grouped = [...new Set<FactDimension>(['day', 'campaign', ...dimensions])];
    const columns = [...new Set(grouped.flatMap((dimension) => dimensionSql[dimension].columns))];
    const values: DuckDBValue[] = [
      range.upTo.commit,
      range.upTo.prepare,
      dayNumber(filter.from),
      dayNumber(filter.to),
    ];
    const where = [
      '(commit_position < $1 or (commit_position = $1 and prepare_position <= $2))',
      `kind <> 'image-view'`,
      'day_number between $3 and $4',
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
      `select ${grouped.map((dimension) => `${dimensionSql[dimension].key} as "${dimension}"`).join(', ')},
              kind, flag, compared_flag, judged, count
       from (
         select ${columns.join(', ')}, kind, ${verdictOf(verdicts.rules)} as flag,
                ${compared}::varchar as compared_flag, judged, count(*)::integer as count
         from facts where ${where.join(' and ')}
         group by all
       )`,
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
  close(): Promise<void> {
    // After the copies and counts already asked for (a cancelled report's copy may still be running).
    return this.inTurn(async () => {
      const opened = this.connection;
      this.connection = null;
      this.through = null;
      if (!opened) return;
      const { instance, connection, dir } = await opened;
      connection.closeSync();
      instance.closeSync();
      await rm(dir, { recursive: true, force: true });
    });
  }

  private inTurn<T>(run: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(run);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async connect(): Promise<DuckDBConnection> {
    this.connection ??= (async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'nsg-facts-mirror-'));
      const instance = await DuckDBInstance.create(path.join(dir, 'facts.duckdb'), MIRROR_SETTINGS);
      const connection = await instance.connect();
      await connection.run(MIRROR_TABLE);
      return { instance, connection, dir };
    })();
    return (await this.connection).connection;
  }

  /** Copies page after page; Postgres writes the next page while DuckDB reads the one before. */
  private async copyUpTo(upTo: LogPosition, { signal, onPage }: CatchUpOptions) {
    if (this.through && comparePositions(this.through, upTo) >= 0) return;
    const connection = await this.connect();
    let page = await this.factsAfter(this.through, upTo);
    for (;;) {
      const through = page.count < this.pageSize || !page.last ? upTo : parseLogPosition(page.last)!;
      const more = comparePositions(through, upTo) < 0 && !signal?.aborted;
      const [next] = await Promise.all([
        more ? this.factsAfter(through, upTo) : null,
        page.lines ? this.load(connection, page.lines) : null,
      ]);
      this.through = through;
      onPage?.(through);
      if (!next) return;
      page = next;
    }
  }

  /**
   * A page of facts after a position, as CSV: Postgres writes it and DuckDB reads it, so that no row passes
   * through JavaScript value by value.
   */
  private async factsAfter(after: LogPosition | null, upTo: LogPosition) {
    const from = after ?? { commit: -1n, prepare: -1n };
    const { rows } = await sql<{ count: number; lines: string | null; last: string | null }>`
      with facts_page as (
        select commit_position, prepare_position, ${sql.raw(CSV_LINE)} as line
        from traffic_facts
        where (commit_position, prepare_position) > (${String(from.commit)}::bigint, ${String(from.prepare)}::bigint)
          and (commit_position, prepare_position) <= (${String(upTo.commit)}::bigint, ${String(upTo.prepare)}::bigint)
        order by commit_position, prepare_position
        limit ${this.pageSize}
      )
      select count(*)::integer as count,
             string_agg(line, E'\n') as lines,
             (select commit_position || '-' || prepare_position from facts_page
              order by commit_position desc, prepare_position desc limit 1) as last
      from facts_page`.execute(this.db);
    return rows[0]!;
  }

  private async load(connection: DuckDBConnection, lines: string) {
    const dir = await mkdtemp(path.join(tmpdir(), 'nsg-facts-mirror-'));
    const file = path.join(dir, 'page.csv');
    try {
      await writeFile(file, lines);
      await connection.run(
        `insert into facts select * from read_csv($1, auto_detect = false, header = false, delim = $2,
           quote = '', escape = '', nullstr = '', columns = ${CSV_COLUMNS})`,
        [file, SEPARATOR],
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
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

/** Frees this process's mirror of a read-model database's traffic facts, if reports made one. */
export async function closeFactsMirror(db: Kysely<ReadModelTables>): Promise<void> {
  await mirrors.get(db)?.close();
  mirrors.delete(db);
}
