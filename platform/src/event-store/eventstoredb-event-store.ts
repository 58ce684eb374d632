// Everything that knows about the EventStoreDB client lives in this file, so that moving to its
// successor @kurrent/kurrentdb-client (which renames `expectedRevision` to `streamState`) touches nothing else.
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  MaxAppendSizeExceededError,
  NO_STREAM,
  NotLeaderError,
  START,
  StreamDeletedError,
  StreamNotFoundError,
  UnavailableError,
  DeadlineExceededError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, LogPosition, NewEvent, RecordedEvent } from '@nsg/domain/shared/events.ts';
import {
  AppendTooLarge,
  EventStoreUnavailable,
  StreamDeleted,
  WrongExpectedVersion,
  comparePositions,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type SubscribeAllOptions,
  type Subscription,
} from './event-store.ts';

type EsdbRecordedEvent = NonNullable<ResolvedEvent['event']>;

const firstRetryMs = 200;
/** How far back in a stream a retried append's ids are looked for. */
const RETRY_LOOKBACK = 500n;
const maxRetryMs = 5_000;

/**
 * The EventStoreDB (and KurrentDB) adapter. It owns its client: `close()` disposes of it.
 * `globalPosition` is the prepare position, one per event; `logPosition` is { commit, prepare } as the
 * server reports it.
 */
export function createEventStoreDbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);
  const subscriptions = new Set<Subscription>();

  async function append(
    streamId: string,
    events: readonly NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new TypeError(`Append to ${streamId}: no events`);
    const earlier = await retriedAppend(streamId, events, expectedRevision);
    if (earlier) return earlier;
    try {
      return await withStoreErrors(streamId, async () => {
        const result = await client
          .appendToStream(streamId, events.map(toEventData), {
            expectedRevision: toEsdbExpectedRevision(expectedRevision),
          })
          .catch((error: unknown) => {
            if (error instanceof WrongExpectedVersionError)
              throw new WrongExpectedVersion(streamId, expectedRevision, error.actualVersion);
            throw error;
          });
        const position = result.position ?? (await positionOf(streamId, result.nextExpectedRevision));
        return {
          nextRevision: result.nextExpectedRevision,
          globalPosition: position.prepare,
          logPosition: position,
        };
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
      // A retry of an append that landed before the stream moved on: the server cannot tell, the ids can.
      const landed = await earlierAppend(streamId, events, expectedRevision, RETRY_LOOKBACK);
      if (landed) return landed;
      throw error;
    }
  }

  /**
   * The server recognises a retry that carries the original expected revision, and 'any' through a bounded
   * cache. Two cases it does not, looked up before appending: an 'any' retry (in the stream's recent
   * tail), and a retry whose expected revision is the one the original produced (then the original's
   * events are the stream's last ones: reading as many as are appended is enough). Everything else
   * appends at once, and looks back only if the server says the stream moved on.
   */
  async function retriedAppend(
    streamId: string,
    events: readonly NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult | null> {
    if (expectedRevision === 'no_stream') return null;
    const lookback = expectedRevision === 'any' ? RETRY_LOOKBACK : BigInt(events.length);
    return earlierAppend(streamId, events, expectedRevision, lookback);
  }

  /**
   * The original answer when every id of `events` is already in the stream (a retry); a wrong expected
   * version when only some are; null when none is. Retries come soon after, so the stream's tail is read.
   */
  async function earlierAppend(
    streamId: string,
    events: readonly NewEvent[],
    expectedRevision: ExpectedRevision,
    lookback: bigint,
  ): Promise<AppendResult | null> {
    const ids = new Set(events.map((event) => event.eventId));
    const found: EsdbRecordedEvent[] = [];
    let current: bigint | null = null;
    try {
      await withStoreErrors(streamId, async () => {
        found.length = 0;
        current = null;
        for await (const resolved of client.readStream(streamId, {
          direction: BACKWARDS,
          fromRevision: END,
          maxCount: lookback,
        })) {
          if (!resolved.event) continue;
          current ??= resolved.event.revision;
          if (ids.has(resolved.event.id)) found.push(resolved.event);
        }
      });
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    if (found.length === 0) return null;
    if (found.length < ids.size) throw new WrongExpectedVersion(streamId, expectedRevision, current!);
    const last = found[0]!; // read backwards: the newest of the retried events
    const position = last.position ?? (await positionOf(streamId, last.revision));
    return { nextRevision: last.revision, globalPosition: position.prepare, logPosition: position };
  }

  /** The server leaves out the position of an idempotent (already applied) append: read it back. */
  async function positionOf(streamId: string, revision: bigint): Promise<Position> {
    for await (const resolved of client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event?.position) return resolved.event.position;
    }
    throw new Error(`EventStoreDB gave no position for ${streamId}@${revision} (server older than 22.6?)`);
  }

  async function readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      await withStoreErrors(streamId, async () => {
        events.length = 0;
        for await (const resolved of client.readStream(streamId, {
          direction: FORWARDS,
          fromRevision: START,
        })) {
          if (resolved.event) events.push(toRecordedEvent(resolved.event, resolved.commitPosition));
        }
      });
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  // readAll in client 6.x takes no filter, so system events are skipped here, as excludeSystemEvents() does.
  async function readAll({ from, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let cursor: ReadPosition = from === 'start' ? START : from;
    let seen: LogPosition | null = from === 'start' ? null : from;
    // A read may start with the event at `cursor` itself: ask for one more and skip what was seen.
    const maxCount = limit + 1;
    while (events.length < limit) {
      const from = cursor;
      const page = await withStoreErrors('$all', () =>
        collect(client.readAll({ fromPosition: from, maxCount, direction: FORWARDS })),
      );
      let advanced = false;
      for (const resolved of page) {
        const event = resolved.event;
        if (!event || (seen && comparePositions(event.position, seen) <= 0)) continue;
        seen = event.position;
        advanced = true;
        if (!isSystemEvent(event) && events.length < limit) events.push(toRecordedEvent(event));
      }
      if (page.length < maxCount || !advanced || !seen) break;
      cursor = seen;
    }
    return events;
  }

  function subscribeAll(options: SubscribeAllOptions): Subscription {
    const subscription = startSubscription(client, options, () => subscriptions.delete(subscription));
    subscriptions.add(subscription);
    return subscription;
  }

  async function headPosition() {
    let cursor: ReadPosition = END;
    for (;;) {
      const page = await collect(
        client.readAll({ fromPosition: cursor, maxCount: 100, direction: BACKWARDS }),
      );
      const newest = page.find((resolved) => resolved.event && !isSystemEvent(resolved.event))?.event;
      if (newest) return { globalPosition: newest.position.prepare, logPosition: newest.position };
      const oldest = page.at(-1)?.event;
      if (page.length < 100 || !oldest) return null;
      cursor = oldest.position;
    }
  }

  return {
    append,
    readStream,
    readAll,
    subscribeAll,
    headPosition,
    async firstWrittenAfter(positions) {
      return Promise.all(
        positions.map(async (from) => (await readAll({ from, limit: 1 }))[0]?.createdAt ?? null),
      );
    },
    async ping() {
      await collect(client.readAll({ fromPosition: END, maxCount: 1, direction: BACKWARDS }));
    },
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
}

/**
 * A catch-up subscription to $all that resubscribes from its last delivered position after a dropped
 * connection. A failing `onEvent` stops it (the caller restarts from its own checkpoint).
 */
function startSubscription(client: EventStoreDBClient, options: SubscribeAllOptions, onStopped: () => void) {
  const reportError =
    options.onError ?? ((error: unknown) => console.error('Event subscription error', error));
  let position: ReadPosition = options.from === 'start' ? START : options.from;
  let stopped = false;
  let current: ReturnType<EventStoreDBClient['subscribeToAll']> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let wakeRetry: (() => void) | undefined;

  async function consume(subscription: NonNullable<typeof current>): Promise<void> {
    for await (const resolved of subscription) {
      const event = resolved.event;
      if (!event || isSystemEvent(event)) continue;
      try {
        await options.onEvent(toRecordedEvent(event));
      } catch (error) {
        stopped = true;
        reportError(error);
        return;
      }
      position = event.position;
      if (stopped) return;
    }
  }

  async function run(): Promise<void> {
    let failures = 0;
    while (!stopped) {
      const subscription = client.subscribeToAll({ fromPosition: position, filter: excludeSystemEvents() });
      current = subscription;
      try {
        await consume(subscription);
        failures = 0;
      } catch (error) {
        if (stopped) break;
        reportError(error);
        failures++;
      } finally {
        current = undefined;
        await subscription.unsubscribe().catch(() => {});
      }
      if (!stopped) await sleep(Math.min(firstRetryMs * 2 ** failures, maxRetryMs));
    }
    onStopped();
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      wakeRetry = resolve;
      retryTimer = setTimeout(resolve, ms);
    });
  }

  const running = run();
  return {
    async close() {
      stopped = true;
      clearTimeout(retryTimer);
      wakeRetry?.();
      await current?.unsubscribe().catch(() => {});
      await running;
    },
  };
}

const LEADER_CHANGE_RETRIES = 3;

/**
 * Runs a call to the server, retried while a cluster elects a new leader or a node is briefly out of
 * reach (the client finds the new leader on the next call), and with the client's errors turned into the
 * port's: a deleted stream, an append past the server's size limit, a store that stays unavailable.
 */
export async function withStoreErrors<T>(
  streamId: string,
  call: () => Promise<T>,
  waitMs = (attempt: number) => 100 * 2 ** attempt,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const transient =
        error instanceof NotLeaderError ||
        error instanceof UnavailableError ||
        error instanceof DeadlineExceededError;
      if (transient && attempt < LEADER_CHANGE_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, waitMs(attempt)));
        continue;
      }
      throw toPortError(error, streamId, transient);
    }
  }
}

function toPortError(error: unknown, streamId: string, transient: boolean): unknown {
  if (transient) return new EventStoreUnavailable(error);
  if (error instanceof StreamDeletedError) return new StreamDeleted(streamId);
  if (error instanceof MaxAppendSizeExceededError) return new AppendTooLarge(streamId, error.maxAppendSize);
  return error;
}

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return expected;
}

function toEventData(event: NewEvent) {
  return jsonEvent({
    id: event.eventId,
    type: event.type,
    data: event.data as JSONType,
    metadata: event.metadata,
  });
}

function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toRecordedEvent(event: EsdbRecordedEvent, commitPosition?: bigint): RecordedEvent {
  // Servers before 22.6 leave the position out of stream reads; -1 says "unknown" there.
  const logPosition = event.position ?? { commit: commitPosition ?? -1n, prepare: commitPosition ?? -1n };
  return {
    eventId: event.id,
    type: event.type,
    data: event.isJson ? event.data : JSON.parse(Buffer.from(event.data as Uint8Array).toString('utf8')),
    metadata: parseMetadata(event.metadata),
    streamId: event.streamId,
    revision: event.revision,
    // The prepare position: each event of a multi-event append has its own (they share the commit).
    globalPosition: logPosition.prepare,
    logPosition,
    createdAt: event.created,
  };
}

function parseMetadata(metadata: unknown): EventMetadata {
  if (metadata instanceof Uint8Array)
    return JSON.parse(Buffer.from(metadata).toString('utf8')) as EventMetadata;
  return metadata as EventMetadata;
}

async function collect(read: AsyncIterable<AllStreamResolvedEvent>): Promise<AllStreamResolvedEvent[]> {
  const events: AllStreamResolvedEvent[] = [];
  for await (const resolved of read) events.push(resolved);
  return events;
}
