import type { Kysely } from 'kysely';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { EventStore, ReadAllOptions } from '@nsg/platform/event-store/event-store.ts';
import { sameTurnBatch } from '@nsg/platform/same-turn-batch.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { readCheckpoints, type Checkpoint } from './checkpoints.ts';
import { applyPagesIn, type LivePage } from './page-transaction.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * What the loops of one runner share, so that loops level with each other stay level: they read their
 * checkpoints, the log and the clock together, and commit their pages in one transaction.
 */
export interface SharedByLoops {
  checkpointOf: (name: string) => Promise<Checkpoint>;
  readPage: (options: ReadAllOptions) => Promise<SharedRead>;
  applyTogether: (page: LivePage) => Promise<SharedPageOutcome>;
  gatherUntil: (deadline: number) => Promise<void>;
  waitForEvents: (pollIntervalMs: number) => Promise<void>;
}

/** Loops woken together read their checkpoints in one query, so they go on to read the log together. */
export function sharedCheckpointReads(db: Kysely<ReadModelTables>) {
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

interface SharedRead {
  events: RecordedEvent[];
  /** When the query that read them was sent (performance.now()). */
  startedAt: number;
}

/**
 * Loops that are level with each other ask for the same page at the same moment (one NOTIFY wakes them
 * all): one query answers every such ask that arrives while it is running.
 */
export function sharedPageReads(store: EventStore) {
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
export function sharedWakeUp(idle: (ms: number) => Promise<void>) {
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

/** 'alone': not applied; the page is to be applied in a transaction of its own. */
export type SharedPageOutcome = 'applied' | 'moved' | 'alone';

/**
 * Loops that are level with each other read one page together and hand in their parts of it in the same
 * turn of the event loop: those parts commit in one transaction, with one checkpoint statement and one
 * NOTIFY, instead of a transaction each. Should any part fail, none commits and each is applied again on
 * its own ('alone'), so a bad event still parks only its own projection.
 */
export function sharedPageTransactions(db: Kysely<ReadModelTables>) {
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
