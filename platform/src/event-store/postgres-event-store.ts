import type pg from 'pg';
import type { EventMetadata, LogPosition, NewEvent, RecordedEvent } from '@nsg/domain/shared/events.ts';
import {
  WrongExpectedVersion,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type SubscribeAllOptions,
  type Subscription,
} from './event-store.ts';
import { createNotificationListener, type NotificationListener } from './postgres-notification-listener.ts';
import { sameTurnBatch } from '../same-turn-batch.ts';

export const EVENTS_CHANNEL = 'nsg_events';

export interface PostgresEventStoreOptions {
  /** How often a subscriber polls when no notification arrives (a lost notification costs this much). */
  pollIntervalMs?: number;
  /** Events a subscriber reads per query. */
  subscriptionBatchSize?: number;
}

interface EventRow {
  global_position: string;
  txid: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date;
}

interface PositionRow {
  revision: string;
  global_position: string;
  txid: string;
}

// The text form gets its own name: a bare `transaction_id` in ORDER BY would bind to an output column of
// that name and sort as text (99999 after 100000).
const eventColumns = `global_position, transaction_id::text as txid, event_id, stream_id, revision, type, data, metadata, created_at`;

/**
 * One statement, so one round trip and its own transaction: checks the expected revision, refuses
 * event ids that already exist and inserts in order. No row back means "rejected": `explainRejection`
 * then tells a retry from a conflict.
 */
const appendSql = `
  with stream as (
    select coalesce(max(revision), -1) as revision from events where stream_id = $1
  ),
  new_events as (
    select (e.event->>'eventId')::uuid as event_id, e.event->>'type' as type,
           e.event->'data' as data, e.event->'metadata' as metadata, e.ordinal
    from jsonb_array_elements($2::jsonb) with ordinality as e(event, ordinal)
  ),
  inserted as (
    insert into events (event_id, stream_id, revision, type, data, metadata)
    select n.event_id, $1, stream.revision + n.ordinal, n.type, n.data, n.metadata
    from stream, new_events n
    where ($3::bigint is null or stream.revision = $3::bigint)
    order by n.ordinal
    returning revision, global_position, transaction_id
  )
  select revision, global_position, transaction_id::text as txid
  from inserted order by global_position desc limit 1`;

// Only rows of transactions older than the oldest one still running: a bigserial is taken at insert
// but seen at commit, so a reader going by position alone would pass over a slow transaction's events
// and never come back for them. Nothing can commit below that horizon any more.
const readAllSql = `
  select ${eventColumns} from events
  where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    and (transaction_id, global_position) > ($1::xid8, $2::bigint)
  order by events.transaction_id, events.global_position
  limit $3`;

// Asked before a read: if true, the read may miss committed events, so the subscriber looks again soon
// instead of waiting for the poll (the transaction holding them back may never notify: it can be in
// another database of the cluster).
const heldBackSql = `
  select exists (
    select 1 from events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
  ) as held_back`;

const firstWrittenAfterSql = `
  select (select created_at from events
           where (transaction_id, global_position) > (p.commit::xid8, p.prepare::bigint)
           order by transaction_id, global_position
           limit 1) as created_at
  from unnest($1::text[], $2::text[]) with ordinality as p(commit, prepare, ord)
  order by p.ord`;

const readStreamsSql = `
  select ${eventColumns} from events where stream_id = any($1::text[]) order by stream_id, revision`;

const notifySql = `select pg_notify('${EVENTS_CHANNEL}', '')`;

const maxAnyRetries = 50;
const firstHeldBackRetryMs = 5;

/**
 * The Postgres adapter of the event store. The pool belongs to the caller: `close()` stops this store's
 * subscriptions and its LISTEN connection but does not end the pool.
 */
export function createPostgresEventStore(pool: pg.Pool, options: PostgresEventStoreOptions = {}): EventStore {
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const batchSize = options.subscriptionBatchSize ?? 500;
  const listener = createNotificationListener(pool, EVENTS_CHANNEL);
  const subscriptions = new Set<Subscription>();
  const wakeSubscribers = createCommitNotifier(pool);

  async function append(
    streamId: string,
    events: readonly NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new TypeError(`Append to ${streamId}: no events`);
    const payload = JSON.stringify(
      events.map(({ eventId, type, data, metadata }) => ({ eventId, type, data, metadata })),
    );
    const expected =
      expectedRevision === 'any' ? null : expectedRevision === 'no_stream' ? '-1' : String(expectedRevision);
    for (let attempt = 0; ; attempt++) {
      try {
        const { rows } = await pool.query<PositionRow>({
          name: 'nsg-event-store-append',
          text: appendSql,
          values: [streamId, payload, expected],
        });
        if (rows[0]) {
          wakeSubscribers();
          return toAppendResult(rows[0]);
        }
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A concurrent writer took the revision or the event ids first.
      }
      const outcome = await explainRejection(streamId, events, expectedRevision);
      if (outcome !== 'retry') return outcome;
      if (attempt >= maxAnyRetries)
        throw new Error(`Append to ${streamId}: gave up after ${attempt} conflicts`);
    }
  }

  /** The append inserted nothing: an idempotent retry, a wrong expected revision, or (for 'any') a race. */
  async function explainRejection(
    streamId: string,
    events: readonly NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult | 'retry'> {
    const ids = events.map((event) => event.eventId);
    const existing = await pool.query<PositionRow & { stream_id: string }>(
      `select stream_id, revision, global_position, transaction_id::text as txid from events
       where event_id = any($1::uuid[]) order by revision desc`,
      [ids],
    );
    const inThisStream = existing.rows.filter((row) => row.stream_id === streamId);
    if (inThisStream.length === ids.length) return toAppendResult(inThisStream[0]!);
    // Some of the ids are taken (a different append reusing them): not this append's retry, so the
    // writer's view of the stream is out of date, whatever revision it expected.
    const overlaps = existing.rows.length > 0;
    if (expectedRevision === 'any' && !overlaps) return 'retry';
    const current = await pool.query<{ revision: string | null }>(
      'select max(revision) as revision from events where stream_id = $1',
      [streamId],
    );
    const actual = current.rows[0]?.revision;
    throw new WrongExpectedVersion(streamId, expectedRevision, actual == null ? 'no_stream' : BigInt(actual));
  }

  // Commands read their stream before they decide: reads asked for together share one query.
  const readStream = sameTurnBatch(async (streamIds: readonly string[]) => {
    const { rows } = await pool.query<EventRow>({
      name: 'nsg-event-store-read-streams',
      text: readStreamsSql,
      values: [[...new Set(streamIds)]],
    });
    const byStream = new Map<string, RecordedEvent[]>();
    for (const row of rows) {
      const events = byStream.get(row.stream_id) ?? [];
      events.push(toRecordedEvent(row));
      byStream.set(row.stream_id, events);
    }
    return streamIds.map((streamId) => [...(byStream.get(streamId) ?? [])]);
  });

  async function readAll({ from, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const after = from === 'start' ? { commit: 0n, prepare: 0n } : from;
    const { rows } = await pool.query<EventRow>({
      name: 'nsg-event-store-read-all',
      text: readAllSql,
      values: [String(after.commit), String(after.prepare), limit],
    });
    return rows.map(toRecordedEvent);
  }

  /** Whether committed events wait behind an older transaction that is still running. */
  async function eventsHeldBack(): Promise<boolean> {
    const { rows } = await pool.query<{ held_back: boolean }>({
      name: 'nsg-event-store-held-back',
      text: heldBackSql,
    });
    return rows[0]?.held_back ?? false;
  }

  function subscribeAll(subscribeOptions: SubscribeAllOptions): Subscription {
    const subscription = startPollingSubscription({
      ...subscribeOptions,
      readAll,
      eventsHeldBack,
      listener,
      pollIntervalMs,
      batchSize,
      onStopped: () => subscriptions.delete(subscription),
    });
    subscriptions.add(subscription);
    return subscription;
  }

  async function headPosition() {
    const { rows } = await pool.query<PositionRow>(
      `select revision, global_position, transaction_id::text as txid from events
       order by events.transaction_id desc, events.global_position desc limit 1`,
    );
    if (!rows[0]) return null;
    const { globalPosition, logPosition } = toAppendResult(rows[0]);
    return { globalPosition, logPosition };
  }

  return {
    append,
    readStream,
    readAll,
    subscribeAll,
    headPosition,
    async firstWrittenAfter(positions) {
      if (positions.length === 0) return [];
      const after = positions.map((position) =>
        position === 'start' ? { commit: 0n, prepare: 0n } : position,
      );
      const { rows } = await pool.query<{ created_at: Date | null }>(firstWrittenAfterSql, [
        after.map((position) => String(position.commit)),
        after.map((position) => String(position.prepare)),
      ]);
      return rows.map((row) => row.created_at);
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await Promise.all([listener.close(), wakeSubscribers.settled()]);
    },
  };
}

/**
 * NOTIFY after the append has committed, not inside its transaction: a transaction that notifies
 * holds one server-wide lock from its commit until its WAL flush is done, which serialises every
 * concurrent append (measured here: about half the throughput with 8 writers). Sent on its own, the
 * NOTIFY has no transaction id and nothing to flush, so the lock is held for a moment. Commits within
 * `NOTIFY_COALESCE_MS` of each other share one notification (one NOTIFY per append cost a quarter of the
 * single-event append rate), and every commit is followed by a notification that starts after it. A
 * crash between commit and NOTIFY costs subscribers one poll interval, no event.
 */
const NOTIFY_COALESCE_MS = 2;

function createCommitNotifier(pool: pg.Pool): { (): void; settled(): Promise<void> } {
  let inFlight: Promise<void> | undefined;
  let pending = false;
  const send = (): Promise<void> =>
    new Promise<void>((resolve) => setTimeout(resolve, NOTIFY_COALESCE_MS))
      .then(() => pool.query(notifySql))
      .then(
        () => undefined,
        () => undefined,
      );
  const notify = () => {
    if (inFlight) {
      pending = true;
      return;
    }
    inFlight = send().then(() => {
      inFlight = undefined;
      if (pending) {
        pending = false;
        notify();
      }
    });
  };
  notify.settled = async () => {
    while (inFlight) await inFlight;
  };
  return notify;
}

interface PollingSubscriptionOptions extends SubscribeAllOptions {
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  eventsHeldBack(): Promise<boolean>;
  listener: NotificationListener;
  pollIntervalMs: number;
  batchSize: number;
  onStopped(): void;
}

/**
 * Reads pages of $all after its own checkpoint, hands each event to `onEvent` in order, and waits for a
 * notification or the poll interval when caught up (or looks again soon, with backoff, while committed
 * events are held back by an older open transaction). A failed read is reported and retried; a failing
 * `onEvent` stops the subscription (the caller restarts from its own checkpoint), since going on would
 * skip that event.
 */
function startPollingSubscription(options: PollingSubscriptionOptions): Subscription {
  const { onEvent, listener, pollIntervalMs, batchSize } = options;
  const reportError =
    options.onError ?? ((error: unknown) => console.error('Event subscription error', error));
  let position = options.from;
  let stopped = false;
  let woken = false;
  let wake: (() => void) | undefined;

  const signal = () => {
    woken = true;
    wake?.();
  };
  const removeListener = listener.add(signal);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  async function deliver(events: RecordedEvent[]): Promise<void> {
    for (const event of events) {
      if (stopped) return;
      try {
        await onEvent(event);
      } catch (error) {
        stopped = true;
        reportError(error);
        return;
      }
      position = event.logPosition;
    }
  }

  async function run(): Promise<void> {
    let readFailures = 0;
    let caughtUp = true;
    let heldBackRetryMs = firstHeldBackRetryMs;
    while (!stopped) {
      woken = false;
      let page: RecordedEvent[];
      let heldBack = false;
      try {
        // Only worth asking when caught up; while catching up the next page comes at once anyway.
        if (caughtUp) heldBack = await options.eventsHeldBack();
        page = await options.readAll({ from: position, limit: batchSize });
        readFailures = 0;
      } catch (error) {
        if (stopped) break;
        reportError(error);
        readFailures++;
        await sleep(Math.min(pollIntervalMs, 100 * 2 ** readFailures));
        continue;
      }
      await deliver(page);
      caughtUp = page.length < batchSize;
      if (!caughtUp) continue;
      if (heldBack) {
        await sleep(Math.min(heldBackRetryMs, pollIntervalMs));
        heldBackRetryMs = Math.min(heldBackRetryMs * 2, pollIntervalMs);
      } else {
        heldBackRetryMs = firstHeldBackRetryMs;
        await sleep(pollIntervalMs);
      }
    }
    removeListener();
    options.onStopped();
  }

  const running = run();
  return {
    async close() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}

function toAppendResult(row: PositionRow): AppendResult {
  const globalPosition = BigInt(row.global_position);
  return {
    nextRevision: BigInt(row.revision),
    globalPosition,
    logPosition: { commit: BigInt(row.txid), prepare: globalPosition },
  };
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  const globalPosition = BigInt(row.global_position);
  const logPosition: LogPosition = { commit: BigInt(row.txid), prepare: globalPosition };
  return {
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    globalPosition,
    logPosition,
    createdAt: row.created_at,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
