import { sql, type Kysely, type Transaction } from 'kysely';
import {
  projectionSkipsStreamId,
  type ProjectionEventSkipped,
} from '@nsg/domain/operations/projection-skip.ts';
import type { LogPosition, RecordedEvent } from '@nsg/domain/shared/events.ts';
import { isTransientDatabaseError } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { readStoredEvent } from '@nsg/platform/event-store/stored-event-schemas.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { inEventSpans } from '@nsg/platform/tracing.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { advanceCheckpointsFrom, parkCheckpoint } from './checkpoints.ts';
import { fenceLeasesIn, LeaseLost, type Lease } from './lease-session.ts';
import type { Projection, ReadModelChange } from './projection.ts';

/**
 * One page of the log applied to one projection in one transaction, with its checkpoint moved and its
 * changes announced on commit; after a failure, the page again one event at a time, to park at the bad one.
 */

export const READMODEL_CHANGED_CHANNEL = 'readmodel_changed';

export interface ReadModelChangedMessage extends ReadModelChange {
  projection: string;
  /** The trace of the change (its page's last event), for the live message's span; never sent to clients. */
  traceparent?: string;
}

/** Failures of one event to passing database errors before the projection parks at it all the same. */
export const MAX_TRANSIENT_FAILURES = 5;
/** What applying a page needs. */
export interface PageApplyOptions {
  db: Kysely<ReadModelTables>;
  logger: Logger;
  transientFailures: TransientFailures;
  /** Ids of the events an operator has skipped for a projection (`npm run projections -- skip`). */
  skippedEvents?: (projection: string) => Promise<ReadonlySet<string>>;
}

/** Where a page goes: the live tables, or a rebuild's shadow tables (found first on `searchPath`). */
export interface ApplyTarget {
  /** The checkpoint row the page advances. */
  checkpoint: string;
  /** Schemas searched before `public`, so the projection's unqualified tables are the shadow ones. */
  searchPath?: readonly string[];
  /** Live dashboards hear of live changes only. */
  notify: boolean;
  /** The runner's lease on the projection: the page commits only while it is still the current one. */
  lease?: Lease;
}

export const liveTarget = (projection: Projection, lease?: Lease): ApplyTarget => ({
  checkpoint: projection.name,
  notify: true,
  lease,
});

/**
 * Applies a page of the log that follows `from` (read by the caller: a rebuild reads each page once for
 * every projection) and advances the checkpoint with it, or parks at a bad event. 'moved': the
 * checkpoint is no longer at `from` (a rebuild reset it), so nothing was applied; 'lost': another runner
 * took the projection's lease over, so nothing was applied.
 */
export async function applyPageAfter(
  projection: Projection,
  options: PageApplyOptions,
  from: LogPosition | 'start',
  events: RecordedEvent[],
  target: ApplyTarget = liveTarget(projection),
): Promise<PageApplied> {
  try {
    await applyBatch(projection, options, from, events, target);
    return 'applied';
  } catch (error) {
    if (error instanceof CheckpointMoved) return 'moved';
    if (error instanceof LeaseLost) return 'lost';
    return applyOneByOne(projection, options, from, events, target);
  }
}

type PageApplied = 'applied' | 'parked' | 'moved' | 'lost';

class CheckpointMoved extends Error {}

export interface LivePage {
  projection: Projection;
  from: LogPosition | 'start';
  events: RecordedEvent[];
  lease?: Lease;
}

async function applyBatch(
  projection: Projection,
  options: Pick<PageApplyOptions, 'db'>,
  from: LogPosition | 'start',
  events: RecordedEvent[],
  target: ApplyTarget,
): Promise<void> {
  await options.db.transaction().execute(async (trx) => {
    if (target.searchPath) await useSearchPath(trx, target.searchPath);
    const page = { projection, checkpoint: target.checkpoint, from, events, lease: target.lease };
    if ((await applyPagesIn(trx, [page], target.notify)).size === 0) throw new CheckpointMoved();
  });
}

/**
 * In the caller's transaction: checks the pages' leases (throwing `LeaseLost` if one was taken over),
 * moves each page's checkpoint that still stands at the page's `from`, then applies those pages and
 * announces their changes (when `notify`). Moving the checkpoints first locks their rows, which
 * serialises us with a rebuild that swaps the tables. Returns the checkpoints it moved.
 */
export async function applyPagesIn(
  trx: Transaction<ReadModelTables>,
  pages: readonly (LivePage & { checkpoint: string })[],
  notify: boolean,
): Promise<Set<string>> {
  await fenceLeasesIn(
    trx,
    pages.flatMap((page) => page.lease ?? []),
  );
  const advanced = await advanceCheckpointsFrom(
    trx,
    pages.map(({ checkpoint, from, events }) => ({ name: checkpoint, from, last: events.at(-1)! })),
  );
  const messages: ReadModelChangedMessage[] = [];
  for (const { projection, checkpoint, events } of pages) {
    if (!advanced.has(checkpoint)) continue;
    if (!notify) {
      await applyEvents(projection, trx, events);
      continue;
    }
    const { result: changes, traceparent } = await inEventSpans(
      `apply ${projection.name}`,
      eventsFor(projection, events),
      () => applyEvents(projection, trx, events),
    );
    messages.push(...mergeChanges(projection.name, changes, traceparent));
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
  // Upcast to the current shape and checked: an event that fails its schema parks the projection here.
  const relevant = eventsFor(projection, events).map(readStoredEvent);
  if (relevant.length === 0) return [];
  return projection.apply(trx, relevant);
}

/** The events of a page that the projection reads. */
function eventsFor(projection: Projection, events: readonly RecordedEvent[]): readonly RecordedEvent[] {
  const { eventTypes } = projection;
  return eventTypes === 'all' ? events : events.filter((event) => eventTypes.has(event.type));
}

/**
 * Passing failures per projection, on the event they last hit: past the bound, the event parks it. One
 * per runner or rebuild, so that one's failures never count against another's.
 */
export function createTransientFailures() {
  const last = new Map<string, { eventId: string; count: number }>();
  /** Counts a passing failure on the event; true while it may still be retried. */
  return function noteTransientFailure(projection: string, eventId: string): boolean {
    const before = last.get(projection);
    const count = before?.eventId === eventId ? before.count + 1 : 1;
    last.set(projection, { eventId, count });
    return count < MAX_TRANSIENT_FAILURES;
  };
}
export type TransientFailures = ReturnType<typeof createTransientFailures>;

/** After a failed batch: apply the events singly so everything before the bad one commits, then park. */
async function applyOneByOne(
  projection: Projection,
  options: PageApplyOptions,
  from: LogPosition | 'start',
  events: RecordedEvent[],
  target: ApplyTarget,
): Promise<PageApplied> {
  let position = from;
  for (const event of events) {
    try {
      await applyBatch(projection, options, position, [event], target);
      position = event.logPosition;
    } catch (error) {
      if (error instanceof CheckpointMoved) return 'moved';
      if (error instanceof LeaseLost) return 'lost';
      // A passing database error is not the event's fault: the loop retries it, with a bound.
      if (isTransientDatabaseError(error) && options.transientFailures(target.checkpoint, event.eventId))
        throw error;
      if ((await options.skippedEvents?.(projection.name))?.has(event.eventId)) {
        const moved = await moveCheckpointPast(options, position, event, target);
        if (moved !== 'applied') return moved;
        options.logger.warn('projection skipped an event, as an operator recorded', {
          projection: target.checkpoint,
          eventId: event.eventId,
        });
        position = event.logPosition;
        continue;
      }
      if (!(await parkFenced(options, target, event, error))) return 'lost';
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

/** The skips an operator recorded for a projection, read from the log when a page fails. */
export const skippedEventsIn =
  (store: EventStore) =>
  async (projection: string): Promise<ReadonlySet<string>> => {
    const skips = await store.readStream(projectionSkipsStreamId(projection));
    return new Set(
      skips
        .filter((skip) => skip.type === 'operations.ProjectionEventSkipped')
        .map((skip) => (skip.data as ProjectionEventSkipped['data']).eventId),
    );
  };

/** The checkpoint steps over `event` without applying it, unless a rebuild moved it or the lease was lost. */
async function moveCheckpointPast(
  options: PageApplyOptions,
  from: LogPosition | 'start',
  event: RecordedEvent,
  target: ApplyTarget,
): Promise<'applied' | 'moved' | 'lost'> {
  return fencedTransaction(options, target, async (trx) => {
    const moved = await advanceCheckpointsFrom(trx, [{ name: target.checkpoint, from, last: event }]);
    return moved.size > 0 ? 'applied' : 'moved';
  }).then((outcome) => outcome ?? 'lost');
}

/** Parks the checkpoint at `event`; false when the lease was lost meanwhile (the new owner decides). */
async function parkFenced(
  options: PageApplyOptions,
  target: ApplyTarget,
  event: RecordedEvent,
  error: unknown,
): Promise<boolean> {
  const parked = await fencedTransaction(options, target, (trx) =>
    parkCheckpoint(trx, target.checkpoint, event, error).then(() => true),
  );
  return parked ?? false;
}

/** `work` in a transaction that commits only while the target's lease holds; null when it was lost. */
async function fencedTransaction<Result>(
  options: PageApplyOptions,
  target: ApplyTarget,
  work: (trx: Transaction<ReadModelTables>) => Promise<Result>,
): Promise<Result | null> {
  try {
    return await options.db.transaction().execute(async (trx) => {
      await fenceLeasesIn(trx, target.lease ? [target.lease] : []);
      return work(trx);
    });
  } catch (error) {
    if (error instanceof LeaseLost) return null;
    throw error;
  }
}

const MAX_IDS_PER_MESSAGE = 100;

/** One message per audience and advertiser per batch; Postgres caps a NOTIFY payload at 8000 bytes. */
function mergeChanges(
  projection: string,
  changes: ReadModelChange[],
  traceparent: string | undefined,
): ReadModelChangedMessage[] {
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
    ...(traceparent ? { traceparent } : {}),
  }));
}
