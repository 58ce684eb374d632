import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { SEED_BEACH_EXPOSURES } from '@nsg/domain/catalog/seed/beach-exposures.ts';
import { SEED_BEACHES } from '@nsg/domain/catalog/seed/beaches.ts';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { SEED_ECO_REWARDS } from '@nsg/domain/catalog/seed/eco.ts';
import { SEED_LOCAL_TIPS } from '@nsg/domain/catalog/seed/local-tips.ts';
import { SEED_PRODUCTS } from '@nsg/domain/catalog/seed/products.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { deterministicId } from '@nsg/platform/ids.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { seedCatalog } from './seed-catalog.ts';

let database: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.pool);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

/** An empty log for one test, dropped when it ends. */
async function storeOfItsOwn(): Promise<EventStore> {
  const own = await createTestDatabase();
  const ownStore = createPostgresEventStore(own.pool);
  onTestFinished(async () => {
    await ownStore.close();
    await own.drop();
  });
  return ownStore;
}

/** A seeded event as the seed wrote it before the catalog had Japanese. */
function seededBefore(type: string, data: object, id: string) {
  const eventId = deterministicId(id);
  return { type, data, eventId, metadata: { actor: SEED_ACTOR, correlationId: eventId, schemaVersion: 1 } };
}

describe('the catalog seed', () => {
  it('gives beaches seeded in English only their Japanese texts, once', async () => {
    for (const { descriptionJa: _d, bestForJa: _b, ...beach } of SEED_BEACHES) {
      const { sourceJa: _s, ...exposure } = SEED_BEACH_EXPOSURES[beach.id]!;
      const streamId = `beach-${beach.id}`;
      await store.append(
        streamId,
        [
          seededBefore('catalog.BeachAdded', beach, `seed:${streamId}:0`),
          seededBefore(
            'catalog.BeachExposureSet',
            { beachId: beach.id, ...exposure },
            `seed:${streamId}:exposure:1`,
          ),
        ],
        { expectedRevision: 'no_stream' },
      );
    }

    await seedCatalog(store);
    const waimea = await store.readStream('beach-3');
    expect(waimea.map((event) => event.type)).toEqual([
      'catalog.BeachAdded',
      'catalog.BeachExposureSet',
      'catalog.BeachAdded',
      'catalog.BeachExposureSet',
    ]);
    expect(waimea[2]!.data).toMatchObject({ descriptionJa: expect.stringMatching(/^溶岩の岩/) });
    expect(waimea[3]!.data).toMatchObject({ sourceJa: expect.stringMatching(/^ビーチの座標/) });

    expect(await seedCatalog(store)).toBe(0);
  });

  it('gives businesses, products and tips seeded in English only their Japanese texts, once', async () => {
    // A log of its own: the test above has seeded the whole catalog, Japanese included.
    const store = await storeOfItsOwn();
    const englishOnly = [
      ...SEED_BUSINESSES.map(
        ({ descriptionJa: _d, ...data }) => ['catalog.BusinessAdded', 'business', data] as const,
      ),
      ...SEED_PRODUCTS.map(
        ({ nameJa: _n, descriptionJa: _d, ...data }) => ['catalog.ProductAdded', 'product', data] as const,
      ),
      ...SEED_LOCAL_TIPS.map(
        ({ titleJa: _t, descriptionJa: _d, locationJa: _l, insiderNoteJa: _i, tagsJa: _g, ...data }) =>
          ['catalog.LocalTipAdded', 'tip', data] as const,
      ),
    ];
    for (const [type, prefix, data] of englishOnly) {
      const streamId = `${prefix}-${data.id}`;
      await store.append(streamId, [seededBefore(type, data, `seed:${streamId}:0`)], {
        expectedRevision: 'no_stream',
      });
    }

    await seedCatalog(store);
    const [shaveIce, sunriseTee, garlicShrimp] = await Promise.all(
      ['business-1', 'product-1', 'tip-1'].map((streamId) => store.readStream(streamId)),
    );
    expect(shaveIce!.map((event) => event.type)).toEqual(['catalog.BusinessAdded', 'catalog.BusinessAdded']);
    expect(shaveIce![1]!.data).toMatchObject({ descriptionJa: expect.stringMatching(/^地元産のリリコイ/) });
    expect(sunriseTee![1]!.data).toMatchObject({ nameJa: 'ノースショア・サンライズTシャツ' });
    expect(garlicShrimp![1]!.data).toMatchObject({
      titleJa: 'ランチのピーク前にガーリックシュリンプを',
      tagsJa: ['地元で人気', 'フードトラック', 'プレートランチ'],
    });

    expect(await seedCatalog(store)).toBe(0);
  });

  it('offers rewards a visitor can redeem on a guide first started in any year', async () => {
    const store = await storeOfItsOwn();
    await seedCatalog(store, new Date('2029-03-01T20:00:00Z'));
    const rewards = await Promise.all(
      SEED_ECO_REWARDS.map(async (reward) => (await store.readStream(`eco_reward-${reward.id}`))[0]!.data),
    );
    for (const reward of rewards) expect(reward).toMatchObject({ validUntil: '2030-12-31' });
  });
});
