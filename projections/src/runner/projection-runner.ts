import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { LogPosition, RecordedEvent } from '@nsg/domain/shared/events.ts';
import { comparePositions, type EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createNotificationListener } from '@nsg/platform/event-store/postgres-notification-listener.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { startLagSampler } from '../operations/lag-samples.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ensureCheckpoint, readCheckpoint, samePosition } from './checkpoints.ts';
import {
  createLeaseSession,
  newOwnerId,
  type Lease,
  type LeaseSession,
  type LeaseTimes,
} from './lease-session.ts';
import {
  applyPageAfter,
  createTransientFailures,
  liveTarget,
  skippedEventsIn,
  type PageApplyOptions,
} from './page-transaction.ts';
import type { Projection } from './projection.ts';
import {
  sharedCheckpointReads,
  sharedPageReads,
  sharedPageTransactions,
  sharedWakeUp,
  type SharedByLoops,
} from './shared-by-loops.ts';

export interface RunnerOptions extends LeaseTimes {
  db: Kysely<ReadModelTables>;
  pool: pg.Pool;
  store: EventStore;
  projections: readonly Projection[];
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  /** Wakes idle loops as soon as events are appended (the postgres store's NOTIFY channel). */
  wakeChannel?: string;
  /** How often a runner without a projection's lease checks whether it can take over. */
  standbyRetryMs?: number;
  /** This runner's name in the lease table (default: host, pid and a random part). */
  ownerId?: string;
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
  /** How often the runner samples every projection's position and lag for the operations page. */
  lagSampleMs?: number;
}

const MAX_BACKOFF_MS = 30_000;

/** What every loop of a runner is given. */
type LoopOptions = RunnerOptions & PageApplyOptions & SharedByLoops;

export interface ProjectionRunner {
  stop(): Promise<void>;
}

/**
 * Runs every projection in its own loop: read a page of the log after the checkpoint, apply it and
 * advance the checkpoint in one transaction, NOTIFY the changes on commit. One runner per projection
 * holds its lease (see the lease session); the others wait on standby and take over once it expires.
 * Every page checks the lease in its own transaction.
 */
export function startProjectionRunner(options: RunnerOptions): ProjectionRunner {
  const { logger } = options;
  let stopped = false;
  const wakers = new Set<() => void>();
  const wakeAll = () => wakers.forEach((wake) => wake());
  // A wait begun after stop() woke the others would outlast it (a projection that had just parked).
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
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

  const leases = createLeaseSession(options.pool, options.ownerId ?? newOwnerId(), options);
  const shared: LoopOptions = {
    ...options,
    transientFailures: createTransientFailures(),
    skippedEvents: skippedEventsIn(options.store),
    readPage: sharedPageReads(options.store),
    ...sharedWakeUp(idle),
    applyTogether: sharedPageTransactions(options.db),
    checkpointOf: sharedCheckpointReads(options.db),
  };
  const sampler = startLagSampler({ ...options, intervalMs: options.lagSampleMs ?? 15_000 });
  const loops = options.projections.map((projection) =>
    runProjectionLoop(projection, shared, leases, () => stopped, idle).catch((error: unknown) => {
      logger.error('projection loop crashed', { projection: projection.name, error: String(error) });
    }),
  );

  return {
    async stop() {
      stopped = true;
      wakeAll();
      await Promise.all([...loops, sampler.stop()]);
      await leases.close();
      await listener?.close();
    },
  };
}

async function runProjectionLoop(
  projection: Projection,
  options: LoopOptions,
  leases: LeaseSession,
  isStopped: () => boolean,
  idle: (ms: number) => Promise<void>,
): Promise<void> {
  const { logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  let lease: Lease | null = null;
  let loop = newCursor();
  let failures = 0;
  const stillOwner = () => leases.stillHeld(projection.name);
  try {
    while (!isStopped()) {
      if (!lease) {
        lease = await leases.tryAcquire(projection.name);
        if (!lease) {
          await idle(options.standbyRetryMs ?? STANDBY_RETRY_MS);
          continue;
        }
        loop = newCursor();
        if (!(await takeUp(projection, options))) {
          // Back to standby, for this runner or another to try again.
          await leases.release(projection.name);
          lease = null;
          await idle(options.standbyRetryMs ?? STANDBY_RETRY_MS);
          continue;
        }
        logger.info('projection running', { projection: projection.name, epoch: lease.epoch });
      }
      try {
        await options.pausePoint?.();
        // A heartbeat may have found the lease taken over while the loop was idle.
        const outcome = stillOwner()
          ? await processNextPage(projection, options, loop, { lease, stillOwner })
          : 'lost';
        failures = 0;
        if (outcome === 'lost') {
          logger.warn('projection lease lost, back to standby', { projection: projection.name });
          leases.lost(projection.name);
          lease = null;
          continue;
        }
        if (outcome === 'parked') {
          // Parked: tried again on a schedule, on a retry request and at restart. It stays marked parked
          // until a page moves past the event, so health, metrics and the operations page never see it flicker.
          await idle(options.parkedRetryMs ?? 60_000);
          if (isStopped()) break;
          loop = newCursor();
        }
        if (outcome === 'idle') await options.waitForEvents(pollIntervalMs);
        // Timed from the read, not from the commit: loops that read a page together read the next together.
        if (outcome === 'applied' && !loop.fullPage)
          await options.gatherUntil(loop.readAt + (options.gatherMs ?? 25));
        // After a wait, a rebuild may have moved the checkpoint: the next page reads it again.
        if (outcome !== 'applied') loop.recheck = true;
      } catch (error) {
        // A passing database error (unreachable, cancelled, deadlock...): keep the lock if we can, back off.
        failures++;
        logger.warn('projection page failed, retrying', {
          projection: projection.name,
          error: String(error),
          attempt: failures,
        });
        if (!stillOwner()) lease = null;
        await idle(Math.min(MAX_BACKOFF_MS, (options.retryBaseMs ?? 250) * 2 ** Math.min(failures, 10)));
        loop.recheck = true;
      }
    }
  } finally {
    if (lease) await leases.release(projection.name);
  }
}

/** What a runner does on taking a projection's lease; false when the database did not answer. */
async function takeUp(projection: Projection, options: LoopOptions): Promise<boolean> {
  try {
    await ensureCheckpoint(options.db, projection.name);
    return true;
  } catch (error) {
    options.logger.warn('projection could not start, back to standby', {
      projection: projection.name,
      error: String(error),
    });
    return false;
  }
}

/** A standby's lease check is one small statement: a takeover comes at most this long after the lease expires. */
const STANDBY_RETRY_MS = 2_000;

type PageOutcome = 'applied' | 'idle' | 'parked' | 'lost';

/** The live loop's hold on its projection; `catchUp` runs without one. */
interface Ownership {
  lease: Lease;
  stillOwner: () => boolean;
}

/**
 * Applies pages until the projection has caught up with the log as it stood when asked (or parks). The
 * caller makes sure no runner runs the projection meanwhile. A page read empty before that point was held back by a transaction still open
 * elsewhere in the cluster (reads stop below the oldest one): the loop reads again shortly.
 */
export async function catchUp(
  projection: Projection,
  options: Pick<RunnerOptions, 'db' | 'store' | 'logger' | 'batchSize'>,
  onPage?: () => Promise<void> | void,
): Promise<'caught up' | 'parked'> {
  const loop = newCursor();
  const pageOptions = { ...(options as RunnerOptions), transientFailures: createTransientFailures() };
  const head = await options.store.headPosition();
  const reached = () =>
    head === null || (loop.readFrom !== 'start' && comparePositions(loop.readFrom, head.logPosition) >= 0);
  for (;;) {
    const outcome = await processNextPage(projection, pageOptions, loop);
    if (outcome === 'parked') return 'parked';
    if (outcome === 'idle') {
      if (reached()) return 'caught up';
      await new Promise((resolve) => setTimeout(resolve, HELD_BACK_RETRY_MS));
      loop.recheck = true;
      continue;
    }
    await onPage?.();
  }
}

const HELD_BACK_RETRY_MS = 20;

/** How long a projection may leave its checkpoint behind pages that held none of its events. */
const SKIPPED_CHECKPOINT_MAX_AGE_MS = 1_000;

/**
 * Where a loop has read to. Pages without any of the projection's events only move `readFrom`: their
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
  /** Where the next page is read from: past the checkpoint when pages were skipped without writing it. */
  readFrom: LogPosition | 'start';
  lastSkipped: RecordedEvent | null;
  writtenAt: number;
}

const newCursor = (): LoopCursor => ({
  checkpoint: null,
  recheck: true,
  fullPage: false,
  readAt: 0,
  readFrom: 'start',
  lastSkipped: null,
  writtenAt: 0,
});

async function processNextPage(
  projection: Projection,
  options: RunnerOptions & PageApplyOptions & Partial<SharedByLoops>,
  loop: LoopCursor = newCursor(),
  ownership?: Ownership,
): Promise<PageOutcome> {
  const { db, store } = options;
  if (loop.checkpoint === null || loop.recheck) {
    const { position } = await (options.checkpointOf?.(projection.name) ??
      readCheckpoint(db, projection.name));
    if (loop.checkpoint === null || !samePosition(position, loop.checkpoint)) {
      Object.assign(loop, { checkpoint: position, readFrom: position, lastSkipped: null });
    }
    loop.recheck = false;
  }
  const position = loop.checkpoint!;
  const limit = options.batchSize ?? 500;
  const read = { from: loop.readFrom, limit };
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
    loop.readFrom = loop.lastSkipped.logPosition;
    return 'applied';
  }
  if (ownership && !ownership.stillOwner()) return 'lost';
  const lease = ownership?.lease;
  const together = (await options.applyTogether?.({ projection, from: position, events, lease })) ?? 'alone';
  const outcome =
    together === 'alone'
      ? await applyPageAfter(projection, options, position, events, liveTarget(projection, lease))
      : together;
  if (outcome === 'applied') {
    Object.assign(loop, { checkpoint: events.at(-1)!.logPosition, lastSkipped: null, writtenAt: Date.now() });
    loop.readFrom = loop.checkpoint!;
  } else loop.checkpoint = null;
  return outcome === 'moved' ? 'applied' : outcome;
}

function hasEventsFor(projection: Projection, events: readonly RecordedEvent[]): boolean {
  const { eventTypes } = projection;
  return eventTypes === 'all' || events.some((event) => eventTypes.has(event.type));
}
