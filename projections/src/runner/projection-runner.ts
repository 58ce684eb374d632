import { readStoredEvent } from '@nsg/platform/event-store/stored-event-schemas.ts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import type { LogPosition, RecordedEvent } from '@nsg/domain/shared/events.ts';
import { isTransientDatabaseError } from '@nsg/platform/db.ts';
import { sameTurnBatch } from '@nsg/platform/same-turn-batch.ts';
import type { EventStore, ReadAllOptions } from '@nsg/platform/event-store/event-store.ts';
import { createNotificationListener } from '@nsg/platform/event-store/postgres-notification-listener.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import {
  type Checkpoint,
  advanceCheckpointsFrom,
  ensureCheckpoint,
  parkCheckpoint,
  readCheckpoint,
  readCheckpoints,
  samePosition,
  unparkCheckpoint,
} from './checkpoints.ts';
import { createLockSession, type LockSession } from './lock-session.ts';
import type { Projection, ReadModelChange } from './projection.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export const READMODEL_CHANGED_CHANNEL = 'readmodel_changed';

export interface ReadModelChangedMessage extends ReadModelChange {
  projection: string;
}

export interface RunnerOptions {
  db: Kysely<ReadModelTables>;
  pool: pg.Pool;
  store: EventStore;
  projections: readonly Projection[];
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  /** Wakes idle loops as soon as events are appended (the postgres store's NOTIFY channel). */
  wakeChannel?: string;
  /** How often a runner without a projection's lock checks whether it can take over. */
  standbyRetryMs?: number;
  /** How long a parked projection waits before it is tried again (a fix may have been deployed). */
  parkedRetryMs?: number;
  /** First backoff after a passing database error; it doubles per failure, up to 30 s. */
  retryBaseMs?: number;
  /**
   * After a page that was not full, how long a loop lets new events gather before it reads again. Under
   * a steady stream this turns a transaction per event or two into one per few milliseconds of events;
   * a loop woken from idle reads at once, so a lone command's projection is not delayed.
   */
  gatherMs?: number;
}

/** Failures of one event to passing database errors before the projection parks at it all the same. */
export const MAX_TRANSIENT_FAILURES = 5;
const MAX_BACKOFF_MS = 30_000;

export interface ProjectionRunner {
  stop(): Promise<void>;
}

/**
 * Runs every projection in its own loop: read a page of the log after the checkpoint, apply it and
 * advance the checkpoint in one transaction, NOTIFY the changes on commit. One runner per projection
 * holds a Postgres advisory lock (all of a runner's locks on its one lock connection); the others wait
 * on standby. Ownership is checked before every page.
 */
export function startProjectionRunner(options: RunnerOptions): ProjectionRunner {
  const { logger } = options;
  let stopped = false;
  const wakers = new Set<() => void>();
  const wakeAll = () => wakers.forEach((wake) => wake());
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });

  // Re-established after a connection loss; it also wakes every loop on reconnect.
  const listener = options.wakeChannel ? createNotificationListener(options.pool, options.wakeChannel) : null;
  listener?.add(wakeAll);

  const locks = createLockSession(options.pool);
  const shared: RunnerOptions & SharedByLoops = {
    ...options,
    readPage: sharedPageReads(options.store),
    ...sharedWakeUp(idle),
    applyTogether: sharedPageTransactions(options.db),
    checkpointOf: sharedCheckpointReads(options.db),
  };
  const loops = options.projections.map((projection) =>
    runProjectionLoop(projection, shared, locks, () => stopped, idle).catch((error: unknown) => {
      logger.error('projection loop crashed', { projection: projection.name, error: String(error) });
    }),
  );

  return {
    async stop() {
      stopped = true;
      wakeAll();
      await Promise.all(loops);
      await locks.close();
      await listener?.close();
    },
  };
}

/**
 * What the loops of one runner share, so that loops level with each other stay level: they read their
 * checkpoints, the log and the clock together, and commit their pages in one transaction.
 */
interface SharedByLoops {
  checkpointOf: (name: string) => Promise<Checkpoint>;
  readPage: (options: ReadAllOptions) => Promise<SharedRead>;
  applyTogether: (page: LivePage) => Promise<SharedPageOutcome>;
  gatherUntil: (deadline: number) => Promise<void>;
  waitForEvents: (pollIntervalMs: number) => Promise<void>;
}

/** Loops woken together read their checkpoints in one query, so they go on to read the log together. */
function sharedCheckpointReads(db: Kysely<ReadModelTables>) {
  const read = sameTurnBatch(async (names: readonly string[]) => {
    const checkpoints = await readCheckpoints(db);
    return names.map((name) => checkpoints.get(name));
  });
  return async (name: string) => {
    const checkpoint = await read(name);
    if (!checkpoint) throw new Error(`No checkpoint for projection ${name}`);
    return checkpoint;
  };
}

async function runProjectionLoop(
  projection: Projection,
  options: RunnerOptions & SharedByLoops,
  locks: LockSession,
  isStopped: () => boolean,
  idle: (ms: number) => Promise<void>,
): Promise<void> {
  const { db, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  let locked = false;
  let cursor = newCursor();
  let failures = 0;
  const stillOwner = () => locks.stillHeld(projection.name);
  try {
    while (!isStopped()) {
      if (!locked) {
        locked = await locks.tryLock(projection.name);
        if (!locked) {
          await idle(options.standbyRetryMs ?? 5000);
          continue;
        }
        cursor = newCursor();
        await ensureCheckpoint(db, projection.name);
        // A parked projection is retried at start: the fix that was deployed may have cured it.
        await unparkCheckpoint(db, projection.name);
        logger.info('projection running', { projection: projection.name });
      }
      try {
        const outcome = await processNextPage(projection, options, cursor, stillOwner);
        failures = 0;
        if (outcome === 'lost') {
          logger.warn('projection lock lost, back to standby', { projection: projection.name });
          locked = false;
          continue;
        }
        if (outcome === 'parked') {
          // Parked: tried again on a schedule as well as at restart.
          await idle(options.parkedRetryMs ?? 60_000);
          if (isStopped()) break;
          await unparkCheckpoint(db, projection.name);
          cursor = newCursor();
        }
        if (outcome === 'idle') await options.waitForEvents(pollIntervalMs);
        // Timed from the read, not from the commit: loops that read a page together read the next together.
        if (outcome === 'applied' && !cursor.fullPage)
          await options.gatherUntil(cursor.readAt + (options.gatherMs ?? 25));
        // After a wait, a rebuild may have moved the checkpoint: the next page reads it again.
        if (outcome !== 'applied') cursor.recheck = true;
      } catch (error) {
        // A passing database error (unreachable, cancelled, deadlock...): keep the lock if we can, back off.
        failures++;
        logger.warn('projection page failed, retrying', {
          projection: projection.name,
          error: String(error),
          attempt: failures,
        });
        if (!(await stillOwner())) locked = false;
        await idle(Math.min(MAX_BACKOFF_MS, (options.retryBaseMs ?? 250) * 2 ** Math.min(failures, 10)));
        cursor.recheck = true;
      }
    }
  } finally {
    if (locked) await locks.unlock(projection.name);
  }
}

type PageOutcome = 'applied' | 'idle' | 'parked' | 'lost';

/** Applies pages until the projection has caught up with the log (or parks). The caller holds the lock. */
export async function catchUp(
  projection: Projection,
  options: Pick<RunnerOptions, 'db' | 'store' | 'logger' | 'batchSize'>,
  onPage?: () => Promise<void> | void,
): Promise<'caught up' | 'parked'> {
  const loop = newCursor();
  for (;;) {
    const outcome = await processNextPage(projection, options as RunnerOptions, loop);
    if (outcome === 'parked') return 'parked';
    if (outcome === 'idle') return 'caught up';
    await onPage?.();
  }
}

/** How long a projection may leave its checkpoint behind pages that held none of its events. */
const SKIPPED_CHECKPOINT_MAX_AGE_MS = 1_000;

/**
 * Where a loop has read to. Pages without any of the projection's events only move `cursor`: their
 * checkpoint write waits for the next page it applies, for the loop going idle, or for a second to
 * pass, which spares most projections a transaction per page under a steady stream of other events.
 */
interface LoopCursor {
  /** The checkpoint as this loop last saw or wrote it; any other value means someone reset it. */
  checkpoint: LogPosition | 'start' | null;
  /**
   * Read the checkpoint again before the next page. Between pages in a row the loop trusts its own
   * copy: a page written on a moved checkpoint finds out in its transaction and is not applied.
   */
  recheck: boolean;
  /** The last page read was as long as the batch size: more events are waiting. */
  fullPage: boolean;
  /** When the last page was asked for (performance.now()). */
  readAt: number;
  cursor: LogPosition | 'start';
  lastSkipped: RecordedEvent | null;
  writtenAt: number;
}

const newCursor = (): LoopCursor => ({
  checkpoint: null,
  recheck: true,
  fullPage: false,
  readAt: 0,
  cursor: 'start',
  lastSkipped: null,
  writtenAt: 0,
});

async function processNextPage(
  projection: Projection,
  options: RunnerOptions & Partial<SharedByLoops>,
  loop: LoopCursor = newCursor(),
  stillOwner: () => Promise<boolean> = async () => true,
): Promise<PageOutcome> {
  const { db, store } = options;
  if (loop.checkpoint === null || loop.recheck) {
    const { position } = await (options.checkpointOf?.(projection.name) ??
      readCheckpoint(db, projection.name));
    if (loop.checkpoint === null || !samePosition(position, loop.checkpoint)) {
      Object.assign(loop, { checkpoint: position, cursor: position, lastSkipped: null });
    }
    loop.recheck = false;
  }
  const position = loop.checkpoint!;
  const limit = options.batchSize ?? 500;
  const read = { from: loop.cursor, limit };
  const { events, startedAt } = options.readPage
    ? await options.readPage(read)
    : { events: await store.readAll(read), startedAt: performance.now() };
  loop.readAt = startedAt;
  loop.fullPage = events.length >= limit;
  if (events.length === 0) {
    if (!loop.lastSkipped) return 'idle';
    events.push(loop.lastSkipped);
  } else if (
    !hasEventsFor(projection, events) &&
    Date.now() - loop.writtenAt < SKIPPED_CHECKPOINT_MAX_AGE_MS
  ) {
    loop.lastSkipped = events.at(-1)!;
    loop.cursor = loop.lastSkipped.logPosition;
    return 'applied';
  }
  if (!(await stillOwner())) return 'lost';
  const together = (await options.applyTogether?.({ projection, from: position, events })) ?? 'alone';
  const outcome =
    together === 'alone' ? await applyPageAfter(projection, options, position, events) : together;
  if (outcome === 'applied') {
    Object.assign(loop, { checkpoint: events.at(-1)!.logPosition, lastSkipped: null, writtenAt: Date.now() });
    loop.cursor = loop.checkpoint!;
  } else loop.checkpoint = null;
  return outcome === 'moved' ? 'applied' : outcome;
}

interface SharedRead {
  events: RecordedEvent[];
  /** When the query that read them was sent (performance.now()). */
  startedAt: number;
}

/**
 * Loops that are level with each other ask for the same page at the same moment (one NOTIFY wakes them
 * all): one query answers every such ask that arrives while it is running.
 */
function sharedPageReads(store: EventStore) {
  const running = new Map<string, Promise<SharedRead>>();
  return async (options: ReadAllOptions): Promise<SharedRead> => {
    const key =
      options.from === 'start'
        ? `start:${options.limit}`
        : `${options.from.commit}:${options.from.prepare}:${options.limit}`;
    let read = running.get(key);
    if (!read) {
      const startedAt = performance.now();
      read = store
        .readAll(options)
        .then((events) => ({ events, startedAt }))
        .finally(() => running.delete(key));
      running.set(key, read);
    }
    const { events, startedAt } = await read;
    return { events: [...events], startedAt };
  };
}

/**
 * The loops' shared wake-ups, so that loops which drifted apart (one applied alone, one woke from idle)
 * read the next page together again. A gathering loop joins the wake-up already set, if any, else sets it
 * at its own deadline. Idle loops share one poll timer (a NOTIFY wakes them all at once anyway), and a
 * loop woken while others gather joins their wake-up.
 */
function sharedWakeUp(idle: (ms: number) => Promise<void>) {
  let gathering: Promise<void> | null = null;
  let polling: Promise<void> | null = null;
  const gatherUntil = (deadline: number): Promise<void> =>
    (gathering ??= sleep(deadline - performance.now()).then(() => {
      gathering = null;
    }));
  const waitForEvents = async (pollIntervalMs: number): Promise<void> => {
    await (polling ??= idle(pollIntervalMs).then(() => {
      polling = null;
    }));
    await gathering;
  };
  return { gatherUntil, waitForEvents };
}

function hasEventsFor(projection: Projection, events: readonly RecordedEvent[]): boolean {
  const { eventTypes } = projection;
  return eventTypes === 'all' || events.some((event) => eventTypes.has(event.type));
}

/** Where a page goes: the live tables, or a rebuild's shadow tables (found first on `searchPath`). */
export interface ApplyTarget {
  /** The checkpoint row the page advances. */
  checkpoint: string;
  /** Schemas searched before `public`, so the projection's unqualified tables are the shadow ones. */
  searchPath?: readonly string[];
  /** Live dashboards hear of live changes only. */
  notify: boolean;
}

const liveTarget = (projection: Projection): ApplyTarget => ({ checkpoint: projection.name, notify: true });

/**
 * Applies a page of the log that follows `from` (read by the caller: a rebuild reads each page once for
 * every projection) and advances the checkpoint with it, or parks at a bad event. 'moved': the
 * checkpoint is no longer at `from` (a rebuild reset it), so nothing was applied.
 */
export async function applyPageAfter(
  projection: Projection,
  options: Pick<RunnerOptions, 'db' | 'logger'>,
  from: LogPosition | 'start',
  events: RecordedEvent[],
  target: ApplyTarget = liveTarget(projection),
): Promise<'applied' | 'parked' | 'moved'> {
  try {
    await applyBatch(projection, options, from, events, target);
    return 'applied';
  } catch (error) {
    if (error instanceof CheckpointMoved) return 'moved';
    return applyOneByOne(projection, options, from, events, target);
  }
}

class CheckpointMoved extends Error {}

interface LivePage {
  projection: Projection;
  from: LogPosition | 'start';
  events: RecordedEvent[];
}

/** 'alone': not applied; the page is to be applied in a transaction of its own. */
type SharedPageOutcome = 'applied' | 'moved' | 'alone';

/**
 * Loops that are level with each other read one page together and hand in their parts of it in the same
 * turn of the event loop: those parts commit in one transaction, with one checkpoint statement and one
 * NOTIFY, instead of a transaction each. Should any part fail, none commits and each is applied again on
 * its own ('alone'), so a bad event still parks only its own projection.
 */
function sharedPageTransactions(db: Kysely<ReadModelTables>) {
  return sameTurnBatch(async (pages: readonly LivePage[]): Promise<SharedPageOutcome[]> =>
    pages.length === 1
      ? ['alone']
      : applyTogether(db, pages).catch(() => pages.map((): SharedPageOutcome => 'alone')),
  );
}

async function applyTogether(db: Kysely<ReadModelTables>, pages: readonly LivePage[]) {
  return db.transaction().execute(async (trx) => {
    const advanced = await applyPagesIn(
      trx,
      pages.map((page) => ({ ...page, checkpoint: page.projection.name })),
      true,
    );
    return pages.map(({ projection }): SharedPageOutcome =>
      advanced.has(projection.name) ? 'applied' : 'moved',
    );
  });
}

async function applyBatch(
  projection: Projection,
  options: Pick<RunnerOptions, 'db'>,
  from: LogPosition | 'start',
  events: RecordedEvent[],
  target: ApplyTarget,
): Promise<void> {
  await options.db.transaction().execute(async (trx) => {
    if (target.searchPath) await useSearchPath(trx, target.searchPath);
    const page = { projection, checkpoint: target.checkpoint, from, events };
    if ((await applyPagesIn(trx, [page], target.notify)).size === 0) throw new CheckpointMoved();
  });
}

/**
 * In the caller's transaction: moves each page's checkpoint that still stands at the page's `from`, then
 * applies those pages and announces their changes (when `notify`). Moving the checkpoints first locks
 * their rows, which serialises us with a rebuild that swaps the tables. Returns the checkpoints it moved.
 */
async function applyPagesIn(
  trx: Transaction<ReadModelTables>,
  pages: readonly (LivePage & { checkpoint: string })[],
  notify: boolean,
): Promise<Set<string>> {
  const advanced = await advanceCheckpointsFrom(
    trx,
    pages.map(({ checkpoint, from, events }) => ({ name: checkpoint, from, last: events.at(-1)! })),
  );
  const messages: ReadModelChangedMessage[] = [];
  for (const { projection, checkpoint, events } of pages) {
    if (!advanced.has(checkpoint)) continue;
    const changes = await applyEvents(projection, trx, events);
    if (notify) messages.push(...mergeChanges(projection.name, changes));
  }
  await notifyChanges(trx, messages);
  return advanced;
}

/**
 * Announces read-model changes to the API instances, all in one statement. NOTIFY inside a transaction is
 * delivered at commit, in order, and only if it commits.
 */
export async function notifyChanges(
  trx: Transaction<ReadModelTables>,
  messages: readonly ReadModelChangedMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  const payloads = messages.map((message) => JSON.stringify(message));
  await sql`select pg_notify(${READMODEL_CHANGED_CHANNEL}, payload)
            from unnest(${payloads}::text[]) with ordinality as sent(payload, n) order by n`.execute(trx);
}

/** For the rest of the transaction, unqualified tables are looked up in `schemas` first, then in public. */
export async function useSearchPath(trx: Transaction<ReadModelTables>, schemas: readonly string[]) {
  const path = sql.join([...schemas, 'public'].map((schema) => sql.id(schema)));
  await sql`set local search_path to ${path}`.execute(trx);
}

export async function applyEvents(
  projection: Projection,
  trx: Transaction<ReadModelTables>,
  events: readonly RecordedEvent[],
): Promise<ReadModelChange[]> {
  const { eventTypes } = projection;
  // Upcast to the current shape and checked: an event that fails its schema parks the projection here.
  const relevant = (eventTypes === 'all' ? events : events.filter((event) => eventTypes.has(event.type))).map(
    readStoredEvent,
  );
  if (relevant.length === 0) return [];
  return projection.apply(trx, relevant);
}

/** Passing failures per projection, on the event they last hit: past the bound, the event parks it. */
const transientFailures = new Map<string, { eventId: string; count: number }>();

/** Counts a passing failure on the event; true while it may still be retried. */
function noteTransientFailure(projection: string, eventId: string): boolean {
  const last = transientFailures.get(projection);
  const count = last?.eventId === eventId ? last.count + 1 : 1;
  transientFailures.set(projection, { eventId, count });
  return count < MAX_TRANSIENT_FAILURES;
}

/** After a failed batch: apply the events singly so everything before the bad one commits, then park. */
async function applyOneByOne(
  projection: Projection,
  options: Pick<RunnerOptions, 'db' | 'logger'>,
  from: LogPosition | 'start',
  events: RecordedEvent[],
  target: ApplyTarget,
): Promise<'applied' | 'parked' | 'moved'> {
  let position = from;
  for (const event of events) {
    try {
      await applyBatch(projection, options, position, [event], target);
      position = event.logPosition;
    } catch (error) {
      if (error instanceof CheckpointMoved) return 'moved';
      // A passing database error is not the event's fault: the loop retries it, with a bound.
      if (isTransientDatabaseError(error) && noteTransientFailure(target.checkpoint, event.eventId))
        throw error;
      await parkCheckpoint(options.db, target.checkpoint, event, error);
      options.logger.error('projection parked', {
        projection: target.checkpoint,
        eventId: event.eventId,
        position: event.globalPosition,
        error: String(error),
      });
      return 'parked';
    }
  }
  return 'applied';
}

const MAX_IDS_PER_MESSAGE = 100;

/** One message per audience and advertiser per batch; Postgres caps a NOTIFY payload at 8000 bytes. */
function mergeChanges(projection: string, changes: ReadModelChange[]): ReadModelChangedMessage[] {
  const groups = new Map<string, ReadModelChangedMessage>();
  for (const change of changes) {
    const key = `${change.audience}:${change.advertiserId ?? ''}`;
    const group = groups.get(key) ?? {
      projection,
      audience: change.audience,
      advertiserId: change.advertiserId,
      ids: [],
    };
    group.ids.push(...change.ids);
    groups.set(key, group);
  }
  return [...groups.values()].map((message) => ({
    ...message,
    // An empty id list means "many rows changed": clients refetch the whole list.
    ids: message.ids.length > MAX_IDS_PER_MESSAGE ? [] : [...new Set(message.ids)],
  }));
}
