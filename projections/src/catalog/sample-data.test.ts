import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { SEED_ECO_REWARDS } from '@nsg/domain/catalog/seed/eco.ts';
import { SEED_LOCAL_TIPS } from '@nsg/domain/catalog/seed/local-tips.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { listEcoRewards } from '../eco/eco-queries.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ensureCheckpoint } from '../runner/checkpoints.ts';
import { catchUp } from '../runner/projection-runner.ts';
import { listBusinesses } from './catalog-queries.ts';
import { catalogProjection } from './catalog-projection.ts';
import { listLocalTips } from './local-tips-queries.ts';

let database: TestDatabase;
let store: EventStore;
let db: ReturnType<typeof createDb<ReadModelTables>>;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.pool);
  db = createDb<ReadModelTables>(database.pool);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

/** Adds an entry as `actor` would: the seed, or anybody else. */
async function add(type: string, streamId: string, data: object, actor: string) {
  await store.append(
    streamId,
    [
      {
        type,
        data,
        eventId: randomUUID(),
        metadata: { actor, correlationId: randomUUID(), schemaVersion: 1 },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}

describe('sample data', () => {
  it('is what the seed added, businesses, tips and rewards alike; anything else is not', async () => {
    const [business, other] = [SEED_BUSINESSES[0]!, { ...SEED_BUSINESSES[1]!, id: 9001, name: 'Real Co' }];
    await add('catalog.BusinessAdded', `business-${business.id}`, business, SEED_ACTOR);
    await add('catalog.BusinessAdded', 'business-9001', other, 'admin:1');
    await add('catalog.LocalTipAdded', 'tip-1', SEED_LOCAL_TIPS[0]!, SEED_ACTOR);
    await add('catalog.LocalTipAdded', 'tip-9001', { ...SEED_LOCAL_TIPS[1]!, id: 9001 }, 'admin:1');
    await add('eco.RewardAdded', 'eco_reward-1', SEED_ECO_REWARDS[0]!, SEED_ACTOR);
    await ensureCheckpoint(db, catalogProjection.name);
    await catchUp(catalogProjection, { db, store, logger: createLogger('test', 'silent'), batchSize: 100 });

    const businesses = await listBusinesses(db, {});
    expect(businesses.map(({ id, sample }) => ({ id, sample }))).toEqual(
      expect.arrayContaining([
        { id: business.id, sample: true },
        { id: 9001, sample: false },
      ]),
    );
    const tips = await listLocalTips(db);
    expect(tips.map(({ id, sample }) => ({ id, sample }))).toEqual([
      { id: 1, sample: true },
      { id: 9001, sample: false },
    ]);
    expect((await listEcoRewards(db)).map((reward) => reward.sample)).toEqual([true]);
  });

  it('is never marked verified: nobody verified an invented tip, so a tip shows Sample or Verified, not both', async () => {
    const tips = await listLocalTips(db);
    expect(SEED_LOCAL_TIPS[0]!.isVerified).toBe(true);
    expect(tips.map(({ id, sample, isVerified }) => ({ id, sample, isVerified }))).toEqual([
      { id: 1, sample: true, isVerified: false },
      { id: 9001, sample: false, isVerified: SEED_LOCAL_TIPS[1]!.isVerified },
    ]);
  });
});
