import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decider } from '@nsg/domain/shared/decider.ts';
import type { DomainEvent } from '@nsg/domain/shared/events.ts';
import { newId } from '../ids.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { WrongExpectedVersion, type EventStore } from './event-store.ts';
import { handleCommand } from './handle-command.ts';
import { toNewEvents } from './new-events.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';

type Counted = DomainEvent<'test.Counted', { count: number }>;
const counter: Decider<'count', Counted, number> = {
  initialState: () => 0,
  decide: (_command, count) => [{ type: 'test.Counted', data: { count: count + 1 } }],
  evolve: (_count, event) => event.data.count,
};
const context = { actor: 'system:test', correlationId: 'handle-command-test' };
const counts = async (store: EventStore, streamId: string) =>
  (await store.readStream(streamId)).map((event) => (event.data as { count: number }).count);

describe('handleCommand', () => {
  let database: TestDatabase;
  let postgres: EventStore;
  /** Reads of the stream under test; the first `raceOn` of them are each followed by a rival's append. */
  let reads = 0;
  let raceOn = 0;

  /** The store as a command sees it while a rival appends to the stream just after each of its reads. */
  function contendedStore(): EventStore {
    return {
      ...postgres,
      readStream: async (streamId) => {
        const history = await postgres.readStream(streamId);
        if (reads++ < raceOn) {
          const rival = toNewEvents(
            [{ type: 'test.Counted', data: { count: 100 + reads } }],
            context,
            streamId,
          );
          await postgres.append(streamId, rival, { expectedRevision: 'any' });
        }
        return history;
      },
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    postgres = createPostgresEventStore(database.pool);
  });
  afterAll(async () => {
    await postgres.close();
    await database.drop();
  });

  const race = (times: number) => {
    reads = 0;
    raceOn = times;
    return contendedStore();
  };

  it('folds the stream, decides and appends at the revision it read', async () => {
    const streamId = `counter-${newId()}`;
    const store = race(0);
    await handleCommand(store, counter, streamId, 'count', context);
    const { events, appended, conflicted } = await handleCommand(store, counter, streamId, 'count', context);
    expect(events).toEqual([{ type: 'test.Counted', data: { count: 2 } }]);
    expect(appended?.nextRevision).toBe(1n);
    expect(conflicted).toBe(false);
  });

  it('appends nothing when the decision is no events', async () => {
    const never: Decider<'count', Counted, number> = { ...counter, decide: () => [] };
    const streamId = `counter-${newId()}`;
    const outcome = await handleCommand(race(0), never, streamId, 'count', context);
    expect(outcome).toEqual({ events: [], appended: null, conflicted: false });
    expect(await postgres.readStream(streamId)).toEqual([]);
  });

  it('throws the conflict by default: no retry', async () => {
    const streamId = `counter-${newId()}`;
    await expect(handleCommand(race(1), counter, streamId, 'count', context)).rejects.toBeInstanceOf(
      WrongExpectedVersion,
    );
    expect(reads).toBe(1);
    expect(await counts(postgres, streamId)).toEqual([101]);
  });

  it('decides again on the fresh stream as often as the retry policy allows, pausing as it says', async () => {
    const streamId = `counter-${newId()}`;
    const pauses: number[] = [];
    const { events } = await handleCommand(race(2), counter, streamId, 'count', context, {
      retry: { retries: 2, pauseMs: (retry) => (pauses.push(retry), 1) },
    });
    expect(events).toEqual([{ type: 'test.Counted', data: { count: 103 } }]);
    expect(pauses).toEqual([1, 2]);
    expect(await counts(postgres, streamId)).toEqual([101, 102, 103]);
  });

  it('hands the last conflict to onConflict: left undone when it returns, its error when it throws', async () => {
    const left: WrongExpectedVersion[] = [];
    const streamId = `counter-${newId()}`;
    const outcome = await handleCommand(race(2), counter, streamId, 'count', context, {
      retry: { retries: 1 },
      onConflict: (conflict) => left.push(conflict),
    });
    expect(outcome).toEqual({ events: [], appended: null, conflicted: true });
    expect(left).toHaveLength(1);
    expect(await counts(postgres, streamId)).toEqual([101, 102]);

    const busy = new Error('busy');
    await expect(
      handleCommand(race(1), counter, `counter-${newId()}`, 'count', context, {
        onConflict: () => {
          throw busy;
        },
      }),
    ).rejects.toBe(busy);
  });

  it('decides on the history it is given without reading, and appends at the revision asked for', async () => {
    const streamId = `counter-${newId()}`;
    const store = race(0);
    await handleCommand(store, counter, streamId, 'count', context);
    reads = 0;
    const { events, appended } = await handleCommand(store, counter, streamId, 'count', context, {
      history: [],
      expectedRevision: 'any',
    });
    expect(reads).toBe(0);
    expect(events).toEqual([{ type: 'test.Counted', data: { count: 1 } }]);
    expect(appended?.nextRevision).toBe(1n);
  });

  it('reads the stream on a retry when the history it was given is stale', async () => {
    const streamId = `counter-${newId()}`;
    const store = race(0);
    const { events } = await handleCommand(store, counter, streamId, 'count', context, {
      history: [],
      retry: { retries: 1 },
    });
    expect(events[0]!.data.count).toBe(1);
    const again = await handleCommand(store, counter, streamId, 'count', context, {
      history: [],
      retry: { retries: 1 },
    });
    expect(again.events[0]!.data.count).toBe(2);
    expect(await counts(postgres, streamId)).toEqual([1, 2]);
  });

  it('appends nothing again when a retried command repeats the same event ids', async () => {
    const streamId = `counter-${newId()}`;
    const keyed = { ...context, idempotencyKey: 'reaction:test:cause-1' };
    const store = race(0);
    await handleCommand(store, counter, streamId, 'count', keyed, { history: [], expectedRevision: 'any' });
    await handleCommand(store, counter, streamId, 'count', keyed, { history: [], expectedRevision: 'any' });
    expect(await counts(postgres, streamId)).toEqual([1]);
  });
});
