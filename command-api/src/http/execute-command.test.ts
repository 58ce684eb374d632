import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decider } from '@nsg/domain/shared/decider.ts';
import type { DomainEvent } from '@nsg/domain/shared/events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { newId } from '@nsg/platform/ids.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { executeCommand } from './execute-command.ts';

type Counted = DomainEvent<'test.Counted', { count: number }>;
const counter: Decider<'count', Counted, number> = {
  initialState: () => 0,
  decide: (_command, count) => [{ type: 'test.Counted', data: { count: count + 1 } }],
  evolve: (_count, event) => event.data.count,
};
const context = { actor: 'system:test', correlationId: 'execute-command-test' };

describe('executeCommand on a new stream', () => {
  let database: TestDatabase;
  let store: EventStore;
  let streamReads = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const postgres = createPostgresEventStore(database.pool);
    store = {
      ...postgres,
      readStream: (streamId) => {
        streamReads++;
        return postgres.readStream(streamId);
      },
    };
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('decides on the empty stream without reading it', async () => {
    const streamId = `counter-${newId()}`;
    streamReads = 0;
    const { events } = await executeCommand(store, counter, streamId, 'count', context, { newStream: true });
    expect(events).toEqual([{ type: 'test.Counted', data: { count: 1 } }]);
    expect(streamReads).toBe(0);
  });

  it('decides again on what is there when the stream existed after all', async () => {
    const streamId = `counter-${newId()}`;
    await executeCommand(store, counter, streamId, 'count', context);
    await executeCommand(store, counter, streamId, 'count', context);
    const { events, appended } = await executeCommand(store, counter, streamId, 'count', context, {
      newStream: true,
    });
    expect(events).toEqual([{ type: 'test.Counted', data: { count: 3 } }]);
    expect(appended?.nextRevision).toBe(2n);
    expect((await store.readStream(streamId)).map((event) => event.data)).toEqual([
      { count: 1 },
      { count: 2 },
      { count: 3 },
    ]);
  });

  it('decides on the stream as the caller read it, without reading it again', async () => {
    const streamId = `counter-${newId()}`;
    await executeCommand(store, counter, streamId, 'count', context);
    const history = await store.readStream(streamId);
    streamReads = 0;
    const { events } = await executeCommand(store, counter, streamId, 'count', context, { history });
    expect(events).toEqual([{ type: 'test.Counted', data: { count: 2 } }]);
    expect(streamReads).toBe(0);
  });

  it('reads the stream and decides again when it moved after the caller read it', async () => {
    const streamId = `counter-${newId()}`;
    await executeCommand(store, counter, streamId, 'count', context);
    const history = await store.readStream(streamId);
    await executeCommand(store, counter, streamId, 'count', context);
    const { events } = await executeCommand(store, counter, streamId, 'count', context, { history });
    expect(events).toEqual([{ type: 'test.Counted', data: { count: 3 } }]);
    expect((await store.readStream(streamId)).map((event) => event.data)).toEqual([
      { count: 1 },
      { count: 2 },
      { count: 3 },
    ]);
  });
});
