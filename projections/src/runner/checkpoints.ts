import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { LogPosition, RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { unnestRows } from './page-apply.ts';

export interface Checkpoint {
  name: string;
  position: LogPosition | 'start';
  globalPosition: bigint;
  lastEventAt: Date | null;
  parked: null | { position: string; eventId: string; error: string; parkedAt: Date };
}

type Db = Kysely<ReadModelTables> | Transaction<ReadModelTables>;

/** A checkpoint for `name` unless it has one: at the start of the log, or at `at`. */
export async function ensureCheckpoint(
  db: Db,
  name: string,
  at?: { logPosition: LogPosition; globalPosition: bigint },
): Promise<void> {
  const position = at
    ? {
        commit_position: String(at.logPosition.commit),
        prepare_position: String(at.logPosition.prepare),
        global_position: String(at.globalPosition),
      }
    : { commit_position: '-1', prepare_position: '-1', global_position: '0' };
  await db
    .insertInto('projection_checkpoints')
    .values({ name, ...position })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function readCheckpoint(db: Db, name: string, forUpdate = false): Promise<Checkpoint> {
  let query = db.selectFrom('projection_checkpoints').selectAll().where('name', '=', name);
  if (forUpdate) query = query.forUpdate();
  return toCheckpoint(await query.executeTakeFirstOrThrow());
}

/** Every checkpoint, by name, in one query. */
export async function readCheckpoints(db: Db): Promise<Map<string, Checkpoint>> {
  const rows = await db.selectFrom('projection_checkpoints').selectAll().execute();
  return new Map(rows.map((row) => [row.name, toCheckpoint(row)]));
}

function toCheckpoint(row: Selectable<ReadModelTables['projection_checkpoints']>): Checkpoint {
  const commit = BigInt(row.commit_position);
  return {
    name: row.name,
    position: commit < 0n ? 'start' : { commit, prepare: BigInt(row.prepare_position) },
    globalPosition: BigInt(row.global_position),
    lastEventAt: row.last_event_at,
    parked: row.parked_at
      ? {
          position: row.parked_position!,
          eventId: row.parked_event_id!,
          error: row.parked_error!,
          parkedAt: row.parked_at,
        }
      : null,
  };
}

/** The checkpoint's columns once it stands after `last`. */
const positionAfter = (last: RecordedEvent) => ({
  commit_position: last.logPosition.commit.toString(),
  prepare_position: last.logPosition.prepare.toString(),
  global_position: last.globalPosition.toString(),
  last_event_at: last.createdAt,
  updated_at: sql<Date>`now()`,
});

export async function advanceCheckpoint(db: Db, name: string, last: RecordedEvent): Promise<void> {
  await db.updateTable('projection_checkpoints').set(positionAfter(last)).where('name', '=', name).execute();
}

export interface CheckpointMove {
  name: string;
  from: LogPosition | 'start';
  last: RecordedEvent;
}

/**
 * Moves each checkpoint to its `last` if it still stands at its `from`, all in one statement: returns the
 * names of those it moved (someone else moved the others, a rebuild say). The update takes the rows'
 * locks for the rest of the transaction.
 */
export async function advanceCheckpointsFrom(db: Db, moves: readonly CheckpointMove[]): Promise<Set<string>> {
  const rows = [...moves]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(({ name, from, last }) => ({
      name,
      from_commit: from === 'start' ? '-1' : from.commit.toString(),
      from_prepare: from === 'start' ? '-1' : from.prepare.toString(),
      ...positionAfter(last),
    }));
  const moved = unnestRows(
    {
      name: 'text',
      from_commit: 'numeric',
      from_prepare: 'numeric',
      commit_position: 'numeric',
      prepare_position: 'numeric',
      global_position: 'bigint',
      last_event_at: 'timestamptz',
    },
    rows,
  );
  const { rows: advanced } = await sql<{ name: string }>`
    update projection_checkpoints c
       set commit_position = v.commit_position, prepare_position = v.prepare_position,
           global_position = v.global_position, last_event_at = v.last_event_at, updated_at = now(),
           ${unparkedOnceMovedPast}
      from ${moved}
     where c.name = v.name
       and case when v.from_commit < 0 then c.commit_position < 0
                else c.commit_position = v.from_commit and c.prepare_position = v.from_prepare end
    returning c.name`.execute(db);
  return new Set(advanced.map((row) => row.name));
}

/**
 * A parked checkpoint is cleared once it moves to its parked event or past it. A retry first steps over
 * the events its loop had read past without writing the checkpoint: meanwhile it stays parked, so health,
 * the operations page and an admin's retry or skip never find it unparked in between.
 */
const PARKED_COLUMNS = [
  'parked_position',
  'parked_event_id',
  'parked_error',
  'parked_at',
  'parked_commit',
  'parked_prepare',
] as const;
const stillBeforeParkedEvent = sql`c.parked_commit is not null
  and (v.commit_position, v.prepare_position) < (c.parked_commit, c.parked_prepare)`;
const unparkedOnceMovedPast = sql.join(
  PARKED_COLUMNS.map(
    (column) =>
      sql`${sql.id(column)} = case when ${stillBeforeParkedEvent} then ${sql.ref(`c.${column}`)} end`,
  ),
);

export async function parkCheckpoint(
  db: Db,
  name: string,
  event: RecordedEvent,
  error: unknown,
): Promise<void> {
  await db
    .updateTable('projection_checkpoints')
    .set({
      parked_position: event.globalPosition.toString(),
      parked_event_id: event.eventId,
      parked_error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      parked_at: sql`now()`,
      parked_commit: event.logPosition.commit.toString(),
      parked_prepare: event.logPosition.prepare.toString(),
    })
    .where('name', '=', name)
    .execute();
}

export function samePosition(a: LogPosition | 'start', b: LogPosition | 'start'): boolean {
  if (a === 'start' || b === 'start') return a === b;
  return a.commit === b.commit && a.prepare === b.prepare;
}
