import { sql, type Kysely } from 'kysely';
import { allProjections } from '@nsg/projections/all-projections.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { runNode, type Stack } from './stack.ts';

/** Every read-model table, each row as JSON text, sorted: two snapshots are equal row by row or not. */
export async function readModelSnapshot(db: Kysely<ReadModelTables>): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of allProjections.flatMap((projection) => projection.tables)) {
    const { rows } = await sql<{
      row: string;
    }>`select row_to_json(t)::text as row from ${sql.table(table)} t`.execute(db);
    snapshot[table] = rows.map((r) => r.row).sort();
  }
  return snapshot;
}

/** `npm run projections -- rebuild all` against the stack's database. */
export async function rebuildAll(stack: Stack): Promise<void> {
  await runNode('projections/src/cli.ts', ['rebuild', 'all'], stack.env);
}

/** How many rows each read-model table holds, to show a comparison is not over empty tables. */
export const rowCounts = (snapshot: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(snapshot).map(([table, rows]) => [table, rows.length]));
