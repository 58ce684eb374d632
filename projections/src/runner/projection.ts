import type { Transaction } from 'kysely';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

/** What a projection tells live dashboards about a write: which rows changed, and whose they are. */
export interface ReadModelChange {
  ids: string[];
  /** Set when the rows belong to one advertiser: only they (and admins) are told. */
  advertiserId?: string;
  /** Public rows are announced to everybody; admin-only ones (moderation queues, audit) to admins. */
  audience: 'public' | 'admin' | 'advertiser';
}

export interface Projection {
  name: string;
  /** Tables this projection alone writes; a rebuild replays into copies of them and swaps those in. */
  tables: readonly (keyof ReadModelTables)[];
  /** Event types it reads; other events only advance its checkpoint. */
  eventTypes: ReadonlySet<string> | 'all';
  /**
   * Applies a page of its events (already filtered by `eventTypes`, upcast, in log order) in the runner's
   * transaction and returns what changed. A page may hold one event or thousands: either way it must leave
   * the tables as applying the events one at a time would. Write it with `eachEvent` (one statement or
   * so per event) or with `applyInRuns` (set-based statements for the frequent event types).
   */
  apply(db: Transaction<ReadModelTables>, events: readonly RecordedEvent[]): Promise<ReadModelChange[]>;
}

/** What applying one event changed, if it changed anything a dashboard shows. */
export type ApplyEvent = (
  db: Transaction<ReadModelTables>,
  event: RecordedEvent,
) => Promise<ReadModelChange | void>;
