import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStreamId, type ListingCreated } from '@nsg/domain/marketplace/listing.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { marketplaceProjection } from '@nsg/projections/marketplace/marketplace-projection.ts';
import { findListing, listActiveListings } from '@nsg/projections/marketplace/marketplace-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import { startProjectionRunner, type ProjectionRunner } from '@nsg/projections/runner/projection-runner.ts';
import { expireDueListings } from './listing-expiry.ts';

let database: TestDatabase;
let runner: ProjectionRunner;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await runner?.stop();
  await database?.drop();
});

const listing = (listingId: string, createdAt: string, expiresAt: string): ListingCreated => ({
  type: 'marketplace.ListingCreated',
  data: {
    listingId,
    title: `Board ${listingId.slice(0, 4)}`,
    length: `8'0"`,
    lengthFeet: 8,
    condition: 'Good',
    price: '$300',
    location: 'Waialua',
    sellerName: 'Ikaika',
    description: null,
    photoUrl: null,
    email: 'cipher',
    phone: 'cipher',
    emailLookup: 'lookup',
    sellerPersonId: `seller:${listingId}`,
    createdAt,
    expiresAt,
  },
});

describe('listing expiry job', () => {
  it('expires listings 60 days old, once, and leaves younger ones', async () => {
    const db = createDb<ReadModelTables>(database.pool);
    const store = createPostgresEventStore(database.pool);
    runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [marketplaceProjection],
      logger: createLogger('test', 'silent'),
      pollIntervalMs: 20,
    });
    const settle = async () => {
      for (let i = 0; i < 400; i++) {
        const head = (await store.headPosition())?.globalPosition ?? 0n;
        const checkpoint = await readCheckpoint(db, 'marketplace').catch(() => null);
        if (checkpoint && checkpoint.globalPosition >= head) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('marketplace projection did not settle');
    };
    const old = '11111111-1111-4111-8111-111111111111';
    const young = '22222222-2222-4222-8222-222222222222';
    const context = { actor: 'system:test', correlationId: 'c' };
    for (const event of [
      listing(old, '2026-01-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z'),
      listing(young, '2026-02-01T00:00:00.000Z', '2026-04-02T00:00:00.000Z'),
    ]) {
      const streamId = listingStreamId(event.data.listingId);
      await store.append(streamId, toNewEvents([event], context, streamId), {
        expectedRevision: 'no_stream',
      });
    }
    await settle();
    const now = new Date('2026-03-10T00:00:00.000Z');
    // The public list already hides a listing past its date, before the job has run.
    expect((await listActiveListings(db, {}, now)).map((l) => l.id)).toEqual([young]);

    expect(await expireDueListings({ db, store }, now)).toEqual({ expired: 1 });
    await settle();
    expect((await findListing(db, old))?.status).toBe('expired');
    expect((await findListing(db, young))?.status).toBe('active');
    expect(await expireDueListings({ db, store }, now)).toEqual({ expired: 0 });
    const events = await store.readStream(listingStreamId(old));
    expect(events.map((e) => e.type)).toEqual(['marketplace.ListingCreated', 'marketplace.ListingExpired']);
    await store.close();
  });
});
