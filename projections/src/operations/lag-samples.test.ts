import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore, EVENTS_CHANNEL } from '@nsg/platform/event-store/postgres-event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { eachEvent } from '../runner/page-apply.ts';
import type { Projection } from '../runner/projection.ts';
import { startProjectionRunner } from '../runner/projection-runner.ts';
import { readLagHistory } from './lag-samples.ts';

let database: TestDatabase;
let store: EventStore;
let db: ReturnType<typeof createDb<ReadModelTables>>;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.pool, { pollIntervalMs: 50 });
  db = createDb<ReadModelTables>(database.pool);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

/** A projection that cannot apply anything: it parks on the first event and stays behind. */
const stuck: Projection = {
  name: 'test-stuck',
  tables: [],
  eventTypes: 'all',
  apply: eachEvent(async () => {
    throw new Error('cannot digest this event');
  }),
};
const following: Projection = {
  name: 'test-following',
  tables: [],
  eventTypes: 'all',
  apply: async () => [],
};

const appendNotes = async (count: number) => {
  for (let i = 0; i < count; i++) {
    const streamId = `note-${crypto.randomUUID()}`;
    await store.append(
      streamId,
      toNewEvents(
        [{ type: 'test.Noted', data: { i } }],
        { actor: 'system:test', correlationId: 't' },
        streamId,
      ),
      { expectedRevision: 'no_stream' },
    );
  }
};

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('lag samples', () => {
  it('records every projection’s position and lag while the runner runs, and forgets samples past two hours', async () => {
    await db
      .insertInto('projection_lag_samples')
      .values({
        name: 'test-following',
        sampled_at: sql<Date>`now() - interval '3 hours'`,
        global_position: '1',
        lag_events: 0,
        lag_seconds: 0,
      })
      .execute();
    await appendNotes(5);
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [stuck, following],
      logger: createLogger('test', 'silent'),
      pollIntervalMs: 20,
      wakeChannel: EVENTS_CHANNEL,
      lagSampleMs: 100,
    });
    try {
      await waitUntil(async () => {
        const history = await readLagHistory(db, 60 * 60);
        // The runner may sample before it has applied the page: wait for a sample taken once caught up.
        return (
          (history.get('test-stuck')?.length ?? 0) >= 2 &&
          history.get('test-following')?.at(-1)?.lagEvents === 0
        );
      });
      const history = await readLagHistory(db, 3 * 60 * 60);
      const stuckSamples = history.get('test-stuck')!;
      expect(stuckSamples.at(-1)).toMatchObject({ position: 0, lagEvents: 5 });
      expect(stuckSamples.at(-1)!.lagSeconds).toBeGreaterThanOrEqual(0);
      expect(history.get('test-following')!.at(-1)).toMatchObject({ lagEvents: 0, position: 5 });
      // The sample from three hours ago is gone.
      const twoHoursAgo = Date.now() - 2 * 3_600_000;
      expect(history.get('test-following')!.every((s) => new Date(s.at).getTime() > twoHoursAgo)).toBe(true);
    } finally {
      await runner.stop();
    }
  });
});
