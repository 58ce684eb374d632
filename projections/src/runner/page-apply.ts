import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { ApplyEvent, Projection, ReadModelChange } from './projection.ts';

type Db = Transaction<ReadModelTables>;

/** Column name → Postgres type of the array it travels in. */
export type ColumnTypes = Record<string, string>;

/**
 * Rows as one `unnest(…) as v(…)` relation: one parameter per column whatever the row count, so a page
 * of events becomes one INSERT … SELECT or UPDATE … FROM instead of one statement per event.
 */
export function unnestRows(
  columns: ColumnTypes,
  rows: readonly Record<string, unknown>[],
): RawBuilder<unknown> {
  const names = Object.keys(columns);
  const arrays = names.map(
    (name) => sql`${rows.map((row) => row[name] ?? null)}::${sql.raw(columns[name]!)}[]`,
  );
  return sql`unnest(${sql.join(arrays)}) as v(${sql.join(names.map((name) => sql.ref(name)))})`;
}

/** `insert into <table> (<columns>) select … from unnest(…)`, with an optional conflict clause. */
export async function insertRows(
  db: Db,
  table: keyof ReadModelTables,
  columns: ColumnTypes,
  rows: readonly Record<string, unknown>[],
  onConflict: RawBuilder<unknown> = sql``,
): Promise<void> {
  if (rows.length === 0) return;
  const names = sql.join(Object.keys(columns).map((name) => sql.ref(name)));
  await sql`insert into ${sql.table(table)} (${names}) select ${names} from ${unnestRows(columns, rows)} ${onConflict}`.execute(
    db,
  );
}

/** Adds up numbers per key: many increments of one row become one. */
export function sumBy<Row extends Record<string, unknown>>(
  rows: Iterable<Row>,
  keyOf: (row: Row) => string,
  counters: readonly (keyof Row)[],
): Row[] {
  const totals = new Map<string, Row>();
  for (const row of rows) {
    const key = keyOf(row);
    const total = totals.get(key);
    if (!total) {
      totals.set(key, { ...row });
      continue;
    }
    for (const counter of counters) {
      (total as Record<keyof Row, unknown>)[counter] = (total[counter] as number) + (row[counter] as number);
    }
  }
  return [...totals.values()];
}

/** A projection's `apply` that applies its page one event after the other. */
export function eachEvent(applyEvent: ApplyEvent): Projection['apply'] {
  return async (db, events) => {
    const changes: ReadModelChange[] = [];
    for (const event of events) {
      const change = await applyEvent(db, event);
      if (change) changes.push(change);
    }
    return changes;
  };
}

/**
 * The projection applying its pages one event at a time (each event a page of its own): what a set-based
 * `apply` must equal, and the baseline it is measured against.
 */
export function oneEventAtATime(projection: Projection): Projection {
  return {
    ...projection,
    apply: async (db, events) => {
      const changes: ReadModelChange[] = [];
      for (const event of events) changes.push(...(await projection.apply(db, [event])));
      return changes;
    },
  };
}

/**
 * A projection's `apply` that gives runs of consecutive events of its frequent types (`runTypes`) to the
 * set-based `applyRun` together, and applies any other event alone with `applyOther`, in log order: the
 * result equals applying the page one event at a time. Each event type is handled by one of the two only.
 */
export function applyInRuns(
  runTypes: ReadonlySet<string>,
  applyRun: (db: Db, run: readonly RecordedEvent[]) => Promise<ReadModelChange[]>,
  applyOther: ApplyEvent,
): Projection['apply'] {
  return async (db, events) => {
    const changes: ReadModelChange[] = [];
    let run: RecordedEvent[] = [];
    const flush = async () => {
      if (run.length > 0) changes.push(...(await applyRun(db, run)));
      run = [];
    };
    for (const event of events) {
      if (runTypes.has(event.type)) {
        run.push(event);
        continue;
      }
      await flush();
      const change = await applyOther(db, event);
      if (change) changes.push(change);
    }
    await flush();
    return changes;
  };
}
