import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { currentVersionOf } from '@nsg/domain/event-versions.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { StoredEvent } from '@nsg/domain/stored-events.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { oneEventAtATime } from '../runner/page-apply.ts';
import type { Projection, ReadModelChange } from '../runner/projection.ts';
import { applyEvents } from '../runner/page-transaction.ts';

/**
 * An event as a spec writes it: a stored event, the stream it is in, and who or what caused it; an
 * `eventId` when the rows should name it (one is made up otherwise).
 */
export type SpecEvent = StoredEvent & {
  streamId: string;
  actor?: string;
  causationId?: string;
  eventId?: string;
};

type Rows = Partial<Record<keyof ReadModelTables, Record<string, unknown>[]>>;

class RolledBack extends Error {}

/**
 * given / when / then for projections, as `deciderSpec` is for deciders: events in, rows out.
 * `projectionSpec(projection).given([...events]).when([...events]).then({ table: [rows] })`, on a test
 * database of the file's own (made before its tests, dropped after).
 *
 * The events go through what the runner does (filtered by the projection's types, upcast, checked
 * against their schemas), in a transaction rolled back afterwards, so specs of one file never see each
 * other's rows. Each spec is run twice: `given` and `when` as two pages, and one event at a time; both
 * must leave the rows `then` names (each row matched on the columns it gives; rows sorted by their
 * columns, first to last, so rows sharing a first column, such as one ad's days, come in a set order).
 */
export function projectionSpec(projection: Projection) {
  const database = useTestDatabase();
  const db = () => database().db;
  return {
    /** The file's test database, once its tests have begun: to seal names with its vault, say. */
    database: () => database().test,
    given(history: SpecEvent[]) {
      return {
        when(events: SpecEvent[]) {
          const pages = recordAll([...history, ...events]);
          const given = pages.slice(0, history.length);
          const when = pages.slice(history.length);
          return {
            async then(expected: Rows) {
              for (const way of [projection, oneEventAtATime(projection)]) {
                const { rows } = await inRolledBack(db(), async (trx) => {
                  await applyEvents(way, trx, given);
                  await applyEvents(way, trx, when);
                  return { rows: await rowsOf(trx, Object.keys(expected) as (keyof ReadModelTables)[]) };
                });
                expect(rows).toMatchObject(expected);
              }
            },
            /** What the `when` events tell live dashboards. */
            async thenAnnounces(expected: ReadModelChange[]) {
              const changes = await inRolledBack(db(), async (trx) => {
                await applyEvents(projection, trx, given);
                return applyEvents(projection, trx, when);
              });
              expect(changes).toEqual(expected);
            },
          };
        },
      };
    },
  };
}

/** A `date` column's value as node-postgres reads it back: that day's midnight in local time. */
export const dateColumn = (day: string): Date => new Date(`${day}T00:00:00`);

function recordAll(events: SpecEvent[]): RecordedEvent[] {
  const revisions = new Map<string, bigint>();
  return events.map(({ streamId, actor, causationId, eventId, ...event }, index) => {
    const revision = revisions.get(streamId) ?? 0n;
    revisions.set(streamId, revision + 1n);
    const position = BigInt(index + 1);
    return {
      ...event,
      eventId: eventId ?? randomUUID(),
      metadata: {
        actor: actor ?? 'system:spec',
        correlationId: randomUUID(),
        ...(causationId ? { causationId } : {}),
        schemaVersion: currentVersionOf(event.type),
      },
      streamId,
      revision,
      globalPosition: position,
      logPosition: { commit: position, prepare: position },
      createdAt: new Date('2026-11-27T20:00:00Z'),
    };
  });
}

async function inRolledBack<Result>(
  db: Kysely<ReadModelTables>,
  work: (trx: Transaction<ReadModelTables>) => Promise<Result>,
): Promise<Result> {
  let result: Result | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      result = await work(trx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as Result;
}

async function rowsOf(trx: Transaction<ReadModelTables>, tables: (keyof ReadModelTables)[]): Promise<Rows> {
  const rows: Rows = {};
  for (const table of tables) {
    // Ordered by the whole row: its columns compared first to last.
    const result = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} as row order by row`.execute(trx);
    rows[table] = result.rows;
  }
  return rows;
}

/** A migrated database of the test file's own, made before its tests and dropped after them. */
function useTestDatabase(): () => { test: TestDatabase; db: Kysely<ReadModelTables> } {
  let made: { test: TestDatabase; db: Kysely<ReadModelTables> };
  beforeAll(async () => {
    const test = await createTestDatabase();
    made = { test, db: createDb<ReadModelTables>(test.pool) };
  });
  afterAll(() => made.test.drop());
  return () => made;
}
