import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent, RecordedEvent } from '@nsg/domain/shared/events.ts';
import {
  WrongExpectedVersion,
  comparePositions,
  type EventStore,
  type ExpectedRevision,
} from './event-store.ts';

export interface EventStoreContractSetup {
  store: EventStore;
  teardown(): Promise<void>;
}

/**
 * The behaviour every event-store adapter must have. The log may be shared with other tests (as an
 * EventStoreDB server is), so each test works on streams of its own and filters $all by their prefix.
 */
export function describeEventStoreContract(
  name: string,
  setup: () => Promise<EventStoreContractSetup>,
): void {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    let teardown: () => Promise<void>;

    beforeAll(async () => {
      ({ store, teardown } = await setup());
    });
    afterAll(async () => {
      await teardown?.();
    });

    it('appends events and reads them back in revision order', async () => {
      const streamId = uniqueStream('order');
      const events = [
        testEvent('test.Opened', { n: 0 }),
        testEvent('test.Renamed', { n: 1, name: 'Sunset "Beach"' }),
      ];
      const result = await store.append(streamId, events, { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(1n);

      const read = await store.readStream(streamId);
      expect(read.map((e) => e.revision)).toEqual([0n, 1n]);
      expect(read.map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
      expect(read[1]).toMatchObject({
        streamId,
        type: 'test.Renamed',
        data: events[1]!.data,
        metadata: events[1]!.metadata,
      });
      expect(read[1]!.createdAt).toBeInstanceOf(Date);
      expect(read[1]!.globalPosition).toBe(result.globalPosition);
      expect(comparePositions(read[1]!.logPosition, result.logPosition)).toBe(0);
      expect(comparePositions(read[0]!.logPosition, read[1]!.logPosition)).toBe(-1);
    });

    // The audit log and checkpoints key rows by it: events of one append must not share it.
    it('gives each event of a multi-event append its own global position, increasing in log order', async () => {
      const streamId = uniqueStream('distinct');
      await store.append(streamId, [testEvent(), testEvent(), testEvent()], {
        expectedRevision: 'no_stream',
      });
      const positions = (await store.readStream(streamId)).map((event) => event.globalPosition);
      expect(new Set(positions).size).toBe(3);
      expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);
    });

    it('reads a stream that does not exist as empty', async () => {
      expect(await store.readStream(uniqueStream('missing'))).toEqual([]);
    });

    it('checks the expected revision: no_stream, a revision, any', async () => {
      const streamId = uniqueStream('expected');
      await expectWrongVersion(store.append(streamId, [testEvent()], { expectedRevision: 0n }), 'no_stream');
      await store.append(streamId, [testEvent()], { expectedRevision: 'no_stream' });
      await expectWrongVersion(store.append(streamId, [testEvent()], { expectedRevision: 'no_stream' }), 0n);
      await expectWrongVersion(store.append(streamId, [testEvent()], { expectedRevision: 1n }), 0n);
      expect(
        (await store.append(streamId, [testEvent(), testEvent()], { expectedRevision: 0n })).nextRevision,
      ).toBe(2n);
      await expectWrongVersion(store.append(streamId, [testEvent()], { expectedRevision: 0n }), 2n);
      expect((await store.append(streamId, [testEvent()], { expectedRevision: 'any' })).nextRevision).toBe(
        3n,
      );
      expect(
        (await store.append(uniqueStream('any'), [testEvent()], { expectedRevision: 'any' })).nextRevision,
      ).toBe(0n);
      expect((await store.readStream(streamId)).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
    });

    it('treats a retried append with the same event ids as done, appending nothing', async () => {
      const streamId = uniqueStream('retry');
      const first = [testEvent(), testEvent()];
      const original = await store.append(streamId, first, { expectedRevision: 'no_stream' });
      const retried = await store.append(streamId, first, { expectedRevision: 'no_stream' });
      expect(retried.nextRevision).toBe(original.nextRevision);
      expect(retried.globalPosition).toBe(original.globalPosition);

      // Also after later events: the retry's answer is still that of the original append.
      await store.append(streamId, [testEvent()], { expectedRevision: 1n });
      const late = await store.append(streamId, first, { expectedRevision: 'no_stream' });
      expect(late.nextRevision).toBe(1n);
      expect((await store.readStream(streamId)).map((e) => e.eventId)).toEqual([
        first[0]!.eventId,
        first[1]!.eventId,
        expect.any(String),
      ]);
    });

    // What the commands rely on: a retry (a client resending its Idempotency-Key, a worker after a crash)
    // must never append twice, whatever expected revision it carries and however long after it comes.
    it('appends nothing for a retry whose expected revision is the one the original append produced', async () => {
      const streamId = uniqueStream('retry_current');
      const first = [testEvent(), testEvent()];
      const original = await store.append(streamId, first, { expectedRevision: 'no_stream' });
      const retried = await store.append(streamId, first, { expectedRevision: original.nextRevision });
      expect(retried.nextRevision).toBe(original.nextRevision);
      expect((await store.readStream(streamId)).map((e) => e.eventId)).toEqual(first.map((e) => e.eventId));
    });

    it("appends nothing for an 'any' retry, even after many other appends", async () => {
      const streamId = uniqueStream('retry_any');
      const first = [testEvent()];
      const original = await store.append(streamId, first, { expectedRevision: 'any' });
      for (let i = 0; i < 50; i++) {
        await store.append(uniqueStream('retry_any_other'), [testEvent()], { expectedRevision: 'any' });
      }
      await store.append(streamId, [testEvent()], { expectedRevision: 'any' });
      const retried = await store.append(streamId, first, { expectedRevision: 'any' });
      expect(retried.nextRevision).toBe(original.nextRevision);
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('refuses an append that repeats only some of the ids already in the stream', async () => {
      const streamId = uniqueStream('retry_partial');
      const first = [testEvent(), testEvent()];
      await store.append(streamId, first, { expectedRevision: 'no_stream' });
      await expectWrongVersion(
        store.append(streamId, [first[1]!, testEvent()], { expectedRevision: 'no_stream' }),
        1n,
      );
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('delivers every event of many concurrent writers to a subscriber exactly once, each stream in order', async () => {
      const writers = 8;
      const eventsPerWriter = 500;
      const batch = 5;
      const prefix = uniqueStream('many');
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeAll({
        from: 'start',
        onEvent: (event) => {
          if (event.streamId.startsWith(prefix)) received.push(event);
        },
      });
      try {
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            const streamId = `${prefix}-${writer}`;
            for (let revision = 0; revision < eventsPerWriter; revision += batch) {
              const events = Array.from({ length: batch }, (_, i) =>
                testEvent('test.Counted', { writer, n: revision + i }),
              );
              const expectedRevision: ExpectedRevision = revision === 0 ? 'no_stream' : BigInt(revision - 1);
              await store.append(streamId, events, { expectedRevision });
            }
          }),
        );
        const total = writers * eventsPerWriter;
        await waitFor(() => received.length >= total, 20_000);
        await settle();
        expect(received.length).toBe(total);
        expect(new Set(received.map((e) => e.eventId)).size).toBe(total);
        for (let writer = 0; writer < writers; writer++) {
          const revisions = received
            .filter((e) => e.streamId === `${prefix}-${writer}`)
            .map((e) => Number(e.revision));
          expect(revisions).toEqual(Array.from({ length: eventsPerWriter }, (_, i) => i));
        }
        for (let i = 1; i < received.length; i++) {
          expect(comparePositions(received[i - 1]!.logPosition, received[i]!.logPosition)).toBe(-1);
        }

        const paged = await readAllPaged(store, 250, (e) => e.streamId.startsWith(prefix));
        expect(paged.map((e) => e.eventId)).toEqual(received.map((e) => e.eventId));
      } finally {
        await subscription.close();
      }
    }, 60_000);

    it('lets exactly one of many racing writers win each revision of one stream', async () => {
      const writers = 20;
      const eventsPerWriter = 5;
      const streamId = uniqueStream('race');
      let conflicts = 0;
      await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          for (let appended = 0; appended < eventsPerWriter;) {
            const current = (await store.readStream(streamId)).at(-1)?.revision;
            try {
              await store.append(streamId, [testEvent('test.Raced', { writer })], {
                expectedRevision: current === undefined ? 'no_stream' : current,
              });
              appended++;
            } catch (error) {
              if (!(error instanceof WrongExpectedVersion)) throw error;
              conflicts++;
            }
          }
        }),
      );
      const events = await store.readStream(streamId);
      expect(events.map((e) => Number(e.revision))).toEqual(
        Array.from({ length: writers * eventsPerWriter }, (_, i) => i),
      );
      for (let writer = 0; writer < writers; writer++) {
        expect(events.filter((e) => (e.data as { writer: number }).writer === writer)).toHaveLength(
          eventsPerWriter,
        );
      }
      expect(conflicts).toBeGreaterThan(0);
    }, 60_000);

    it('resumes a subscription after a position, and stops delivering once closed', async () => {
      const streamId = uniqueStream('resume');
      const first = await store.append(streamId, [testEvent(), testEvent()], {
        expectedRevision: 'no_stream',
      });
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeAll({
        from: first.logPosition,
        onEvent: (event) => {
          if (event.streamId === streamId) received.push(event);
        },
      });
      await store.append(streamId, [testEvent()], { expectedRevision: 1n });
      await waitFor(() => received.length === 1, 10_000);
      expect(received[0]!.revision).toBe(2n);

      await subscription.close();
      await store.append(streamId, [testEvent()], { expectedRevision: 2n });
      await settle();
      expect(received).toHaveLength(1);
    });

    it('reports the head position and answers ping', async () => {
      await store.ping();
      const appended = await store.append(uniqueStream('head'), [testEvent()], {
        expectedRevision: 'no_stream',
      });
      const head = await store.headPosition();
      expect(head).not.toBeNull();
      expect(comparePositions(head!.logPosition, appended.logPosition)).toBeGreaterThanOrEqual(0);
    });

    it('tells when the first event after each position was written', async () => {
      const before = new Date(Date.now() - 1000);
      const first = await store.append(uniqueStream('first-after'), [testEvent()], {
        expectedRevision: 'no_stream',
      });
      const second = await store.append(uniqueStream('first-after'), [testEvent()], {
        expectedRevision: 'no_stream',
      });
      const head = (await store.headPosition())!.logPosition;
      const [afterFirst, afterHead] = await store.firstWrittenAfter([first.logPosition, head]);
      expect(afterFirst!.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(afterHead).toBeNull();
      expect(comparePositions(second.logPosition, first.logPosition)).toBeGreaterThan(0);
      expect(await store.firstWrittenAfter([])).toEqual([]);
    });
  });
}

export function testEvent(type = 'test.Happened', data: Record<string, unknown> = {}): NewEvent {
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: { actor: 'system:contract-test', correlationId: randomUUID(), schemaVersion: 1 },
  };
}

function uniqueStream(kind: string): string {
  return `contract_${kind}-${randomUUID().slice(0, 8)}`;
}

async function expectWrongVersion(append: Promise<unknown>, actual: bigint | 'no_stream'): Promise<void> {
  const error = await append.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersion);
  expect((error as WrongExpectedVersion).actual).toBe(actual);
}

export async function readAllPaged(
  store: EventStore,
  pageSize: number,
  keep: (event: RecordedEvent) => boolean,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let from: Parameters<EventStore['readAll']>[0]['from'] = 'start';
  for (;;) {
    const page = await store.readAll({ from, limit: pageSize });
    events.push(...page.filter(keep));
    if (page.length < pageSize) return events;
    from = page.at(-1)!.logPosition;
  }
}

export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Long enough for a wrongly repeated or late delivery to show up. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 300));
}
