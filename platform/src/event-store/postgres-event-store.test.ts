import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { countingPool } from '../testing/counting-pool.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { describeEventStoreContract, testEvent, waitFor } from './event-store-contract.ts';
import { WrongExpectedVersion, type EventStore } from './event-store.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { LISTENER_APPLICATION_NAME } from './postgres-notification-listener.ts';

describeEventStoreContract('postgres', async () => {
  const database = await createTestDatabase();
  const store = createPostgresEventStore(database.pool, { pollIntervalMs: 200 });
  return {
    store,
    async teardown() {
      await store.close();
      await database.drop();
    },
  };
});

describe('postgres event store', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });
  // A closed LISTEN connection's backend lingers a moment; the next test must not mistake it for its own.
  afterEach(async () => {
    await waitForAsync(async () => (await listenerPids()).length === 0, 5_000);
  });

  it('has no head position on an empty log', async () => {
    const store = createPostgresEventStore(database.pool);
    expect(await store.headPosition()).toBeNull();
    await store.close();
  });

  it('orders the log by transaction id as a number, not as text', async () => {
    const store = createPostgresEventStore(database.pool);
    const streamId = `numeric-${randomUUID()}`;
    // Transaction ids 10 and 9 (long finished), inserted so that 10 gets the smaller global position.
    for (const [revision, transactionId] of [
      [0, '10'],
      [1, '9'],
    ] as const) {
      await database.pool.query(
        `insert into events (transaction_id, event_id, stream_id, revision, type, data, metadata)
         values ($1::xid8, $2, $3, $4, 'test.Old', '{}', $5)`,
        [transactionId, randomUUID(), streamId, revision, JSON.stringify(testEvent().metadata)],
      );
    }
    const log = await store.readAll({ from: 'start', limit: 10 });
    expect(log.map((e) => e.logPosition.commit)).toEqual([9n, 10n]);
    expect((await store.readAll({ from: log[0]!.logPosition, limit: 10 })).map((e) => e.revision)).toEqual([
      0n,
    ]);
    expect((await store.headPosition())?.logPosition.commit).toBe(10n);
    await store.close();
  });

  it('does not let a later commit overtake an earlier, still open transaction', async () => {
    const store = createPostgresEventStore(database.pool, { pollIntervalMs: 50 });
    const received: RecordedEvent[] = [];
    const [slowStream, fastStream] = [`slow-${randomUUID()}`, `fast-${randomUUID()}`];
    const isSlowOrFast = (event: RecordedEvent) =>
      event.streamId === slowStream || event.streamId === fastStream;
    const subscription = store.subscribeAll({
      from: 'start',
      onEvent: (event) => {
        if (isSlowOrFast(event)) received.push(event);
      },
    });
    const slow = await database.pool.connect();
    try {
      // The slow transaction takes the smaller global position, then commits last.
      await slow.query('begin');
      await slow.query(
        `insert into events (event_id, stream_id, revision, type, data, metadata)
         values ($1, $2, 0, 'test.Slow', '{}', $3)`,
        [randomUUID(), slowStream, JSON.stringify(testEvent().metadata)],
      );
      const fast = await store.append(fastStream, [testEvent('test.Fast')], {
        expectedRevision: 'no_stream',
      });

      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await store.readAll({ from: 'start', limit: 1000 })).filter(isSlowOrFast)).toEqual([]);
      expect(received).toEqual([]);

      await slow.query('commit');
      await waitFor(() => received.length === 2, 5_000);
      expect(received.map((e) => e.type)).toEqual(['test.Slow', 'test.Fast']);
      expect(received[0]!.globalPosition).toBeLessThan(fast.globalPosition);
    } finally {
      await slow.query('rollback').catch(() => {});
      slow.release();
      await subscription.close();
      await store.close();
    }
  });

  it('wakes subscribers by notification, without waiting for the poll', async () => {
    const store = createPostgresEventStore(database.pool, { pollIntervalMs: 60_000 });
    const streamId = `notified-${randomUUID()}`;
    const received = collectStream(store, streamId);
    try {
      await waitForAsync(async () => (await listenerPids()).length === 1, 5_000);
      const started = Date.now();
      await store.append(streamId, [testEvent()], { expectedRevision: 'no_stream' });
      await waitFor(() => received.events.length === 1, 2_000);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await received.close();
      await store.close();
    }
  });

  it('still delivers an event whose notification never came, by polling', async () => {
    const store = createPostgresEventStore(database.pool, { pollIntervalMs: 100 });
    const streamId = `unnotified-${randomUUID()}`;
    const received = collectStream(store, streamId);
    try {
      await database.pool.query(
        `insert into events (event_id, stream_id, revision, type, data, metadata)
         values ($1, $2, 0, 'test.Quiet', '{}', $3)`,
        [randomUUID(), streamId, JSON.stringify(testEvent().metadata)],
      );
      await waitFor(() => received.events.length === 1, 3_000);
    } finally {
      await received.close();
      await store.close();
    }
  });

  it('reconnects its LISTEN connection after losing it', async () => {
    const store = createPostgresEventStore(database.pool, { pollIntervalMs: 60_000 });
    const streamId = `reconnect-${randomUUID()}`;
    const received = collectStream(store, streamId);
    try {
      let before: number[] = [];
      await waitForAsync(async () => (before = await listenerPids()).length === 1, 5_000);
      await database.pool.query('select pg_terminate_backend($1)', [before[0]]);

      await waitForAsync(async () => {
        const after = await listenerPids();
        return after.length === 1 && after[0] !== before[0];
      }, 5_000);
      await store.append(streamId, [testEvent()], { expectedRevision: 'no_stream' });
      await waitFor(() => received.events.length === 1, 2_000);
    } finally {
      await received.close();
      await store.close();
    }
  });

  it('stops a subscription whose handler fails, reporting the error', async () => {
    const store = createPostgresEventStore(database.pool, { pollIntervalMs: 50 });
    const streamId = `failing-${randomUUID()}`;
    const errors: unknown[] = [];
    let calls = 0;
    const subscription = store.subscribeAll({
      from: 'start',
      onEvent: (event) => {
        if (event.streamId !== streamId) return;
        calls++;
        throw new Error('handler broke');
      },
      onError: (error) => errors.push(error),
    });
    try {
      await store.append(streamId, [testEvent(), testEvent()], { expectedRevision: 'no_stream' });
      await waitFor(() => errors.length === 1, 3_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(calls).toBe(1);
      expect(String(errors[0])).toContain('handler broke');
    } finally {
      await subscription.close();
      await store.close();
    }
  });

  /** Backends of our LISTEN connections that have issued their LISTEN. */
  async function listenerPids(): Promise<number[]> {
    const { rows } = await database.pool.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where application_name = $1 and datname = current_database() and query ilike 'listen%'`,
      [LISTENER_APPLICATION_NAME],
    );
    return rows.map((row) => row.pid);
  }

  function collectStream(store: EventStore, streamId: string) {
    const events: RecordedEvent[] = [];
    const subscription = store.subscribeAll({
      from: 'start',
      onEvent: (event) => {
        if (event.streamId === streamId) events.push(event);
      },
    });
    return { events, close: () => subscription.close() };
  }
});

async function waitForAsync(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('postgres event store: reused event ids', () => {
  let overlapDatabase: TestDatabase;
  beforeAll(async () => {
    overlapDatabase = await createTestDatabase();
  });
  afterAll(() => overlapDatabase.drop());

  it('answers an append whose event ids partly overlap an earlier one with a wrong expected version', async () => {
    const store = createPostgresEventStore(overlapDatabase.pool);
    const streamId = `overlap-${randomUUID()}`;
    const [first, second] = [testEvent(), testEvent()];
    await store.append(streamId, [first!], { expectedRevision: 'no_stream' });
    for (const expectedRevision of [0n, 'any'] as const) {
      const failure = await store.append(streamId, [first!, second!], { expectedRevision }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(WrongExpectedVersion);
      expect((failure as WrongExpectedVersion).actual).toBe(0n);
    }
    expect((await store.readStream(streamId)).map((event) => event.eventId)).toEqual([first!.eventId]);
    await store.close();
  });
});

describe('postgres event store: stream reads', () => {
  let readsDatabase: TestDatabase;
  beforeAll(async () => {
    readsDatabase = await createTestDatabase();
  });
  afterAll(() => readsDatabase.drop());

  it('answers stream reads asked together with one query, each with its own stream', async () => {
    // Queries that read events (the store also sends NOTIFYs of its own after appends).
    const counted = countingPool(readsDatabase.pool, /from events/);
    const store = createPostgresEventStore(counted.pool);
    const [a, b, empty] = ['a', 'b', 'empty'].map((name) => `reads-${name}-${randomUUID()}`);
    const eventsOfA = [testEvent('test.First'), testEvent('test.Second')];
    const eventsOfB = [testEvent('test.Only')];
    await store.append(a!, eventsOfA, { expectedRevision: 'no_stream' });
    await store.append(b!, eventsOfB, { expectedRevision: 'no_stream' });
    counted.reset();
    const [readA, readB, readEmpty, readAAgain] = await Promise.all(
      [a!, b!, empty!, a!].map((streamId) => store.readStream(streamId)),
    );
    expect(counted.queries).toBe(1);
    expect(readA!.map((event) => [event.eventId, event.revision])).toEqual([
      [eventsOfA[0]!.eventId, 0n],
      [eventsOfA[1]!.eventId, 1n],
    ]);
    expect(readB!.map((event) => event.type)).toEqual(['test.Only']);
    expect(readEmpty).toEqual([]);
    expect(readAAgain).toEqual(readA);
    expect(readAAgain).not.toBe(readA);
    await store.close();
  });
});
