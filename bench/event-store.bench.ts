import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore, readMessagesBatch } from '@event-driven-io/emmett-postgresql';
import type { LogPosition, NewEvent } from '@nsg/domain/shared/events.ts';
import { createPool } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';

/**
 * Append and $all-read throughput of our Postgres event store, beside (a) bare INSERTs/SELECTs on an
 * equivalent table with pg directly and (b) Emmett's PostgreSQL event store, on one database in one run.
 */

interface Contender {
  /** Appends `batch` events to a stream this writer owns, which already holds `revision` events. */
  append(streamId: string, revision: number, batch: number): Promise<void>;
  /** Reads the whole log in pages; returns the number of events read. */
  readAll(pageSize: number, maxEvents: number): Promise<number>;
  close(): Promise<void>;
}

interface AppendCase {
  name: string;
  batch: number;
  writers: number;
  events: number;
}

const appendCases: AppendCase[] = [
  { name: 'append, batches of 1, 1 writer', batch: 1, writers: 1, events: 2_000 },
  { name: 'append, batches of 10, 1 writer', batch: 10, writers: 1, events: 5_000 },
  { name: 'append, batches of 1, 8 writers', batch: 1, writers: 8, events: 4_000 },
  { name: 'append, batches of 10, 8 writers', batch: 10, writers: 8, events: 8_000 },
];
const readPageSize = 500;
const readMaxEvents = 20_000;
/** A case stops early once it has run this long, so slow contenders stay bounded too. */
const caseTimeBoxMs = 4_000;
const poolSize = 10;
const rounds = 3;

export async function runEventStoreBench(databaseUrl = benchDatabaseUrl()): Promise<string> {
  const contenders = [
    await ourStore(databaseUrl),
    await rawInserts(databaseUrl),
    await emmettStore(databaseUrl),
  ];
  const rows: string[] = [];
  try {
    for (const contender of contenders) await measureAppends(contender, { ...appendCases[0]!, events: 100 });
    for (const appendCase of appendCases) {
      const share = { ...appendCase, events: Math.ceil(appendCase.events / rounds) };
      rows.push(tableRow(appendCase.name, await inRounds(contenders, (c) => measureAppends(c, share))));
    }
    rows.push(tableRow(`$all read, pages of ${readPageSize}`, await inRounds(contenders, measureReads)));
  } finally {
    for (const contender of contenders) await contender.close();
  }
  return [
    '### Event store (events/s, higher is better)',
    '',
    '| case | ours | raw pg INSERT/SELECT | ours ÷ raw | emmett-postgresql | ours ÷ emmett |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Each case: up to the listed events or ${caseTimeBoxMs / 1000} s, whichever comes first, split into ` +
      `${rounds} rounds taken in turns; pools of ${poolSize}; ` +
      'every writer appends with an expected revision to a stream of its own. Raw: a multi-row INSERT into a bare ' +
      'table with the same columns and indexes (no revision check, no NOTIFY); keyset SELECT by global position. ' +
      'Each $all read starts again from the beginning of the log.',
  ].join('\n');
}

interface Measurement {
  events: number;
  ms: number;
}

/**
 * Runs each contender's share in turns (a, b, c, then b, c, a, …) and adds up, so that load from
 * elsewhere on the machine drifting during the run does not favour whoever went first.
 */
async function inRounds(
  contenders: Contender[],
  measure: (contender: Contender) => Promise<Measurement>,
): Promise<number[]> {
  const totals = contenders.map(() => ({ events: 0, ms: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < contenders.length; turn++) {
      const index = (round + turn) % contenders.length;
      const { events, ms } = await measure(contenders[index]!);
      totals[index]!.events += events;
      totals[index]!.ms += ms;
    }
  }
  return totals.map(({ events, ms }) => events / (ms / 1000));
}

async function measureAppends(
  contender: Contender,
  { batch, writers, events }: AppendCase,
): Promise<Measurement> {
  const appendsPerWriter = Math.ceil(events / batch / writers);
  const started = performance.now();
  const deadline = started + caseTimeBoxMs / rounds;
  const written = await Promise.all(
    Array.from({ length: writers }, async () => {
      const streamId = `bench-${randomUUID()}`;
      let revision = 0;
      for (let i = 0; i < appendsPerWriter && performance.now() < deadline; i++) {
        await contender.append(streamId, revision, batch);
        revision += batch;
      }
      return revision;
    }),
  );
  return { events: sum(written), ms: performance.now() - started };
}

async function measureReads(contender: Contender): Promise<Measurement> {
  const started = performance.now();
  const events = await contender.readAll(readPageSize, Math.ceil(readMaxEvents / rounds));
  return { events, ms: performance.now() - started };
}

async function ourStore(databaseUrl: string): Promise<Contender> {
  const pool = createPool(databaseUrl, poolSize);
  const store = createPostgresEventStore(pool);
  return {
    async append(streamId, revision, batch) {
      const events = Array.from({ length: batch }, (_, i) => newEvent(revision + i));
      await store.append(streamId, events, {
        expectedRevision: revision === 0 ? 'no_stream' : BigInt(revision - 1),
      });
    },
    async readAll(pageSize, maxEvents) {
      let from: LogPosition | 'start' = 'start';
      let read = 0;
      while (read < maxEvents) {
        const page = await store.readAll({ from, limit: pageSize });
        read += page.length;
        if (page.length < pageSize) break;
        from = page.at(-1)!.logPosition;
      }
      return read;
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

async function rawInserts(databaseUrl: string): Promise<Contender> {
  const pool = createPool(databaseUrl, poolSize);
  await pool.query(`
    create table if not exists bench_raw_events (
      global_position bigserial primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      event_id uuid not null unique,
      stream_id text not null,
      revision bigint not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      created_at timestamptz not null default now(),
      unique (stream_id, revision)
    )`);
  await pool.query(
    'create index if not exists bench_raw_events_log_order on bench_raw_events (transaction_id, global_position)',
  );
  return {
    async append(streamId, revision, batch) {
      const values: unknown[] = [];
      const tuples = Array.from({ length: batch }, (_, i) => {
        const event = newEvent(revision + i);
        values.push(event.eventId, streamId, revision + i, event.type, event.data, event.metadata);
        const at = i * 6;
        return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6})`;
      });
      await pool.query(
        `insert into bench_raw_events (event_id, stream_id, revision, type, data, metadata) values ${tuples.join(', ')}`,
        values,
      );
    },
    async readAll(pageSize, maxEvents) {
      let after = '0';
      let read = 0;
      while (read < maxEvents) {
        const { rows } = await pool.query<{ global_position: string }>(
          `select global_position, transaction_id::text as txid, event_id, stream_id, revision, type, data,
                  metadata, created_at
           from bench_raw_events where global_position > $1 order by global_position limit $2`,
          [after, pageSize],
        );
        read += rows.length;
        if (rows.length < pageSize) break;
        after = rows.at(-1)!.global_position;
      }
      return read;
    },
    async close() {
      await pool.end();
    },
  };
}

async function emmettStore(databaseUrl: string): Promise<Contender> {
  const pool = createPool(databaseUrl, poolSize);
  const store = getPostgreSQLEventStore(databaseUrl, { connectionOptions: { pool } });
  await store.schema.migrate();
  // readMessagesBatch (Emmett's $all reader) takes an executor of finished SQL strings: ours runs them on pg.
  const executor = {
    query: (sql: string) => pool.query(sql),
    batchQuery: (sqls: string[]) => Promise.all(sqls.map((sql) => pool.query(sql))),
    command: (sql: string) => pool.query(sql),
    batchCommand: (sqls: string[]) => Promise.all(sqls.map((sql) => pool.query(sql))),
  } as unknown as Parameters<typeof readMessagesBatch>[0];
  return {
    async append(streamId, revision, batch) {
      const events = Array.from({ length: batch }, (_, i) => {
        const { type, data, metadata } = newEvent(revision + i);
        return { type, data: data as Record<string, unknown>, metadata: { ...metadata } };
      });
      // Emmett's stream versions are 1-based: a stream holding n events is at version n.
      await store.appendToStream(streamId, events, { expectedStreamVersion: BigInt(revision) });
    },
    async readAll(pageSize, maxEvents) {
      let after = 0n;
      let read = 0;
      while (read < maxEvents) {
        const { messages, currentGlobalPosition, areMessagesLeft } = await readMessagesBatch(executor, {
          after,
          batchSize: pageSize,
        });
        read += messages.length;
        if (!areMessagesLeft) break;
        after = currentGlobalPosition;
      }
      return read;
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

function newEvent(n: number): NewEvent {
  return {
    eventId: randomUUID(),
    type: 'bench.SomethingHappened',
    data: { n, beach: 'Sunset Beach', note: 'Waves 4-6 ft, light offshore wind, lifeguard on duty.' },
    metadata: { actor: 'system:bench', correlationId: randomUUID(), schemaVersion: 1 },
  };
}

function tableRow(name: string, [ours, raw, emmett]: number[]): string {
  return `| ${name} | ${format(ours!)} | ${format(raw!)} | ${ratio(ours!, raw!)} | ${format(emmett!)} | ${ratio(ours!, emmett!)} |`;
}

function format(eventsPerSecond: number): string {
  return Math.round(eventsPerSecond).toLocaleString('en-US');
}

function ratio(a: number, b: number): string {
  return `${(a / b).toFixed(2)}×`;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function benchDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set: run the benchmarks with `npm run bench`');
  return url;
}
