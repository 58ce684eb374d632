import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { SEED_LOCAL_TIPS } from '@nsg/domain/catalog/seed/local-tips.ts';
import { SEED_PRODUCTS } from '@nsg/domain/catalog/seed/products.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ensureCheckpoint, readCheckpoint } from '../runner/checkpoints.ts';
import { catchUp } from '../runner/projection-runner.ts';
import { findBusiness, listBusinesses, listProducts } from './catalog-queries.ts';
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

async function add(type: string, prefix: string, data: { id: number }) {
  await store.append(
    `${prefix}-${data.id}`,
    [
      {
        type,
        data,
        eventId: randomUUID(),
        metadata: { actor: SEED_ACTOR, correlationId: randomUUID(), schemaVersion: 1 },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}

/** Applies the whole log, repeating until the checkpoint reaches its head (see beach-japanese.test.ts). */
async function applyAll() {
  const head = (await store.headPosition())!.globalPosition;
  await ensureCheckpoint(db, catalogProjection.name);
  await vi.waitFor(
    async () => {
      await catchUp(catalogProjection, { db, store, logger: createLogger('test', 'silent'), batchSize: 100 });
      expect((await readCheckpoint(db, catalogProjection.name)).globalPosition >= head).toBe(true);
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('products, businesses and tips in Japanese', () => {
  it('answer their Japanese texts; entries added without them, null', async () => {
    const [tee] = SEED_PRODUCTS;
    const [shaveIce] = SEED_BUSINESSES;
    const [shrimp] = SEED_LOCAL_TIPS;
    await add('catalog.ProductAdded', 'product', tee!);
    await add('catalog.BusinessAdded', 'business', shaveIce!);
    await add('catalog.LocalTipAdded', 'tip', shrimp!);
    // As they were added before the catalog had Japanese.
    const { nameJa: _n, descriptionJa: _p, ...englishProduct } = { ...tee!, id: 9001 };
    const { descriptionJa: _b, ...englishBusiness } = { ...shaveIce!, id: 9001, name: 'Zz English Only' };
    const {
      titleJa: _t,
      descriptionJa: _d,
      locationJa: _l,
      insiderNoteJa: _i,
      tagsJa: _g,
      ...englishTip
    } = { ...shrimp!, id: 9001 };
    await add('catalog.ProductAdded', 'product', englishProduct);
    await add('catalog.BusinessAdded', 'business', englishBusiness);
    await add('catalog.LocalTipAdded', 'tip', englishTip);
    await applyAll();

    const products = await listProducts(db);
    expect(products[0]).toMatchObject({
      name: tee!.name,
      nameJa: 'ノースショア・サンライズTシャツ',
      descriptionJa: expect.stringMatching(/^Pipeline のリーフに昇る朝日/),
    });
    expect(products[1]).toMatchObject({ id: 9001, nameJa: null, descriptionJa: null });

    expect((await findBusiness(db, shaveIce!.id))?.descriptionJa).toMatch(/^地元産のリリコイ/);
    expect((await findBusiness(db, 9001))?.descriptionJa).toBeNull();
    // A Japanese visitor finds a business by words of its Japanese description.
    expect((await listBusinesses(db, { search: 'シェイブアイス' })).map((b) => b.id)).toEqual([shaveIce!.id]);

    const [japaneseTip, englishOnlyTip] = await listLocalTips(db);
    expect(japaneseTip).toMatchObject({
      title: shrimp!.title,
      titleJa: 'ランチのピーク前にガーリックシュリンプを',
      locationJa: 'Kahuku',
      insiderNoteJa: expect.stringMatching(/^午前10時30分ごろ/),
      tagsJa: ['地元で人気', 'フードトラック', 'プレートランチ'],
    });
    expect(englishOnlyTip).toMatchObject({
      id: 9001,
      titleJa: null,
      descriptionJa: null,
      locationJa: null,
      insiderNoteJa: null,
      tagsJa: null,
    });
  });
});
