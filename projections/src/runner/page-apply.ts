import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { Projection, ReadModelChange } from './projection.ts';

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

/**
 * Builds a projection's `applyPage` from a set-based `applyRun` for its frequent event types: runs of
 * consecutive such events go to `applyRun` together; any other event is applied alone with `apply`,
 * in log order, so the result equals applying the page one event at a time.
 */
export function applyInRuns(
  apply: Projection['apply'],
  runTypes: ReadonlySet<string>,
  applyRun: (db: Db, run: readonly RecordedEvent[]) => Promise<ReadModelChange[]>,
): NonNullable<Projection['applyPage']> {
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
      const change = await apply(db, event);
      if (change) changes.push(change);
    }
    await flush();
    return changes;
  };
}
