import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { listingDecider, listingStreamId, type ListingEvent } from '@nsg/domain/marketplace/listing.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import type { Config } from '@nsg/platform/config.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import { WrongExpectedVersion, type EventStore } from '@nsg/platform/event-store/event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { listDueListingIds } from '@nsg/projections/marketplace/marketplace-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { keepJobScheduler } from '../job-schedulers.ts';

export const MARKETPLACE_QUEUE = 'marketplace';

/**
 * Appends `marketplace.ListingExpired` for every active listing past its date. The decider decides on
 * the stream itself, so a listing renewed since the read model was built is left alone.
 */
export async function expireDueListings(
  deps: { db: Kysely<ReadModelTables>; store: EventStore },
  now = new Date(),
): Promise<{ expired: number }> {
  let expired = 0;
  for (const listingId of await listDueListingIds(deps.db, now)) {
    const streamId = listingStreamId(listingId);
    const history = await deps.store.readStream(streamId);
    const events = listingDecider.decide(
      { kind: 'ExpireListing', now },
      foldEvents(listingDecider, history as unknown as ListingEvent[]),
    );
    if (events.length === 0) continue;
    const context = { actor: 'system:listing-expiry', correlationId: crypto.randomUUID() };
    try {
      await deps.store.append(streamId, toNewEvents(events, context, streamId), {
        expectedRevision: history[history.length - 1]!.revision,
      });
      expired++;
    } catch (error) {
      // Sold or renewed at this very moment: the next run decides again on the fresh stream.
      if (!(error instanceof WrongExpectedVersion)) throw error;
    }
  }
  return { expired };
}

/** Runs the expiry every 15 minutes. */
export async function startListingExpiry(
  config: Config,
  pool: pg.Pool,
  connection: Redis,
  logger: Logger,
  prefix = 'nsg',
) {
  const store = createEventStore(config, pool);
  const deps = { db: createDb<ReadModelTables>(pool), store };
  const queue = new Queue(MARKETPLACE_QUEUE, { connection, prefix });
  await keepJobScheduler(
    queue,
    connection,
    'expire-listings',
    { every: 15 * 60 * 1000 },
    { name: 'expire-listings' },
  );
  const worker = new Worker(MARKETPLACE_QUEUE, () => expireDueListings(deps), { connection, prefix });
  worker.on('failed', (job, error) =>
    logger.error('marketplace job failed', { job: job?.name, error: String(error) }),
  );
  return {
    queue,
    async close() {
      await worker.close();
      await queue.close();
      await store.close();
    },
  };
}
