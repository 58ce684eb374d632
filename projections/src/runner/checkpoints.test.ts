import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import {
  advanceCheckpoint,
  advanceCheckpointsFrom,
  ensureCheckpoint,
  parkCheckpoint,
  readCheckpoint,
} from './checkpoints.ts';

let database: TestDatabase;
let db: ReturnType<typeof createDb<ReadModelTables>>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<ReadModelTables>(database.pool);
});
afterAll(async () => {
  await database.drop();
});

const eventAt = (commit: bigint, prepare: bigint): RecordedEvent => ({
  eventId: crypto.randomUUID(),
  type: 'test.Happened',
  data: {},
  metadata: { actor: 'system:test', correlationId: 'test', schemaVersion: 1 },
  streamId: 'test-1',
  revision: 0n,
  globalPosition: prepare,
  logPosition: { commit, prepare },
  createdAt: new Date('2026-11-27T04:00:00Z'),
});

describe('advancing several checkpoints in one statement', () => {
  it('moves those still where their page began and leaves one that someone else moved', async () => {
    for (const name of ['test-a', 'test-b', 'test-c']) await ensureCheckpoint(db, name);
    const first = eventAt(900n, 10n);
    const second = eventAt(901n, 12n);
    // A rebuild moved test-b on while its loop was reading the page after 'start'.
    await advanceCheckpoint(db, 'test-b', first);

    const advanced = await db.transaction().execute((trx) =>
      advanceCheckpointsFrom(
        trx,
        ['test-c', 'test-b', 'test-a'].map((name) => ({ name, from: 'start' as const, last: second })),
      ),
    );

    expect([...advanced].sort()).toEqual(['test-a', 'test-c']);
    expect((await readCheckpoint(db, 'test-a')).position).toEqual(second.logPosition);
    expect((await readCheckpoint(db, 'test-b')).position).toEqual(first.logPosition);
    expect((await readCheckpoint(db, 'test-c')).globalPosition).toBe(12n);
    expect((await readCheckpoint(db, 'test-c')).lastEventAt).toEqual(second.createdAt);

    const third = eventAt(905n, 20n);
    const fromHere = await advanceCheckpointsFrom(db, [
      { name: 'test-a', from: second.logPosition, last: third },
      { name: 'test-b', from: second.logPosition, last: third },
    ]);
    expect([...fromHere]).toEqual(['test-a']);
  });
});

describe('a parked checkpoint', () => {
  it('stays parked while it moves up to the event it is parked at, and is cleared once it moves past it', async () => {
    await ensureCheckpoint(db, 'test-parked');
    const [before, skippedOver, parkedAt, after] = [
      eventAt(950n, 30n),
      eventAt(951n, 31n),
      eventAt(952n, 32n),
      eventAt(953n, 33n),
    ] as const;
    await advanceCheckpoint(db, 'test-parked', before);
    await parkCheckpoint(db, 'test-parked', parkedAt, new Error('cannot digest this event'));

    // A retry applies the events its loop had read past without writing the checkpoint, one at a time.
    await advanceCheckpointsFrom(db, [{ name: 'test-parked', from: before.logPosition, last: skippedOver }]);
    expect((await readCheckpoint(db, 'test-parked')).parked?.eventId).toBe(parkedAt.eventId);

    await advanceCheckpointsFrom(db, [{ name: 'test-parked', from: skippedOver.logPosition, last: after }]);
    expect((await readCheckpoint(db, 'test-parked')).parked).toBeNull();
  });
});
