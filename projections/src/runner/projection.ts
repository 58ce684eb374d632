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
  apply(db: Transaction<ReadModelTables>, event: RecordedEvent): Promise<ReadModelChange | void>;
  /**
   * Optional set-based form of `apply` for catch-up and rebuilds: applies a page of its events (already
   * filtered by `eventTypes`, in log order) in the runner's transaction with a few statements, and
   * returns their changes. It must leave the tables as applying the events one by one would.
   */
  applyPage?(db: Transaction<ReadModelTables>, events: readonly RecordedEvent[]): Promise<ReadModelChange[]>;
}
