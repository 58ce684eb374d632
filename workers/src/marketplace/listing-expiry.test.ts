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
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { expireDueListings, remindSellers } from './listing-expiry.ts';

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
    sellerTokenHash: null,
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

  it('reminds a seller 3 days before the end, once per end date, with a link to renew', async () => {
    const db = createDb<ReadModelTables>(database.pool);
    const store = createPostgresEventStore(database.pool);
    const vault = createPersonalDataVault(database.pool);
    const soon = '33333333-3333-4333-8333-333333333333';
    const later = '44444444-4444-4444-8444-444444444444';
    const context = { actor: 'system:test', correlationId: 'c' };
    for (const [id, expiresAt] of [
      [soon, '2026-05-03T00:00:00.000Z'],
      [later, '2026-05-06T00:00:00.000Z'],
    ] as const) {
      const event = listing(id, '2026-03-04T00:00:00.000Z', expiresAt);
      event.data.email = await vault.encrypt(
        event.data.sellerPersonId,
        `seller-${id.slice(0, 4)}@board.test`,
      );
      const streamId = listingStreamId(id);
      await store.append(streamId, toNewEvents([event], context, streamId), {
        expectedRevision: 'no_stream',
      });
    }
    for (let i = 0; i < 400; i++) {
      const checkpoint = await readCheckpoint(db, 'marketplace').catch(() => null);
      if (checkpoint && checkpoint.globalPosition >= ((await store.headPosition())?.globalPosition ?? 0n))
        break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const now = new Date('2026-04-30T12:00:00.000Z');
    const deps = { db, store, vault };
    expect(await remindSellers(deps, now, 'https://guide.test')).toEqual({ reminded: 1 });
    expect(await remindSellers(deps, now, 'https://guide.test')).toEqual({ reminded: 0 });

    const { rows } = await database.pool.query<{ data: { subject: string; text: string; personId: string } }>(
      `select data from events where type = 'mail.MessageQueued'`,
    );
    expect(rows.map((row) => row.data.subject)).toEqual([
      'Your Board Hub listing "Board 3333" ends Saturday, May 2',
    ]);
    const text = await vault.decrypt(rows[0]!.data.personId, rows[0]!.data.text);
    expect(text).toContain(`https://guide.test/board-hub?renew=${soon}`);
    expect(text).toContain('you can still renew it for 14 days');
    await store.close();
  });

  it('reminds a seller who listed in Japanese in Japanese, with the link to the Japanese page', async () => {
    const db = createDb<ReadModelTables>(database.pool);
    const store = createPostgresEventStore(database.pool);
    const vault = createPersonalDataVault(database.pool);
    const id = '55555555-5555-4555-8555-555555555555';
    const event = listing(id, '2026-05-04T00:00:00.000Z', '2026-07-03T00:00:00.000Z');
    event.data.locale = 'ja';
    event.data.email = await vault.encrypt(event.data.sellerPersonId, 'ja-seller@board.test');
    const streamId = listingStreamId(id);
    await store.append(
      streamId,
      toNewEvents([event], { actor: 'system:test', correlationId: 'c' }, streamId),
      {
        expectedRevision: 'no_stream',
      },
    );
    for (let i = 0; i < 400; i++) {
      const checkpoint = await readCheckpoint(db, 'marketplace').catch(() => null);
      if (checkpoint && checkpoint.globalPosition >= ((await store.headPosition())?.globalPosition ?? 0n))
        break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const now = new Date('2026-07-01T12:00:00.000Z');
    expect(await remindSellers({ db, store, vault }, now, 'https://guide.test')).toEqual({ reminded: 1 });

    const { rows } = await database.pool.query<{ data: { subject: string; text: string; personId: string } }>(
      `select data from events where type = 'mail.MessageQueued' and data->>'personId' = $1`,
      [event.data.sellerPersonId],
    );
    expect(rows.map((row) => row.data.subject)).toEqual([
      'Board Hub に出品中の「Board 5555」は 7月2日木曜日 に掲載が終わります',
    ]);
    const text = await vault.decrypt(rows[0]!.data.personId, rows[0]!.data.text);
    expect(text).toContain('アロハ！');
    expect(text).toContain(`https://guide.test/ja/board-hub?renew=${id}`);
    expect(text).toContain('掲載が終わってからも 14 日間は延長できます。');
    await store.close();
  });
});
