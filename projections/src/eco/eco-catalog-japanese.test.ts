import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_ECO_CATEGORIES, SEED_ECO_CHALLENGES, SEED_ECO_REWARDS } from '@nsg/domain/catalog/seed/eco.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { catalogProjection } from '../catalog/catalog-projection.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ensureCheckpoint, readCheckpoint } from '../runner/checkpoints.ts';
import { catchUp } from '../runner/projection-runner.ts';
import { listEcoCategories, listEcoChallenges, listEcoRewards } from './eco-queries.ts';

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

async function add(type: string, streamId: string, data: object) {
  const metadata = { actor: SEED_ACTOR, correlationId: randomUUID(), schemaVersion: 1 };
  await store.append(streamId, [{ type, data, eventId: randomUUID(), metadata }], {
    expectedRevision: 'any',
  });
}

/** Every `…Ja` field left out, as entries were added before the catalog had Japanese. */
const englishOnly = (entry: object) =>
  Object.fromEntries(Object.entries(entry).filter(([field]) => !field.endsWith('Ja')));

/**
 * Applies the whole log. Events wait while any older transaction on the server is still open (other
 * test files' too), so a pass may stop short of the head: repeat until the checkpoint reaches it.
 */
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

describe('the eco catalog in Japanese', () => {
  it('answers each text in Japanese beside the English; an entry added in English only, null', async () => {
    const ocean = SEED_ECO_CATEGORIES[0]!;
    const [sunscreen, cleanup] = [SEED_ECO_CHALLENGES[0]!, SEED_ECO_CHALLENGES[1]!];
    const shaveIce = SEED_ECO_REWARDS[0]!;
    await add('eco.CategoryAdded', 'eco_category-1', ocean);
    await add('eco.ChallengeAdded', 'eco_challenge-1', sunscreen);
    await add('eco.ChallengeAdded', 'eco_challenge-2', englishOnly(cleanup));
    await add('eco.RewardAdded', 'eco_reward-1', shaveIce);
    await applyAll();

    const [japanese, english] = await listEcoChallenges(db);
    expect(japanese).toMatchObject({
      title: sunscreen.title,
      titleJa: 'サンゴにやさしい日焼け止めに切り替える',
      descriptionJa: sunscreen.descriptionJa,
      locationJa: 'ノースショアのビーチならどこでも',
      requirementsJa: sunscreen.requirementsJa,
      tipsJa: sunscreen.tipsJa,
      estimatedTimeJa: '15分',
      categoryName: 'Ocean Protection',
      categoryNameJa: '海を守る',
    });
    expect(english).toMatchObject({
      title: cleanup.title,
      titleJa: null,
      descriptionJa: null,
      locationJa: null,
      requirementsJa: null,
      tipsJa: null,
      estimatedTimeJa: null,
    });
    expect((await listEcoRewards(db))[0]).toMatchObject({
      title: shaveIce.title,
      titleJa: 'シェイブアイス10%オフ',
      descriptionJa: shaveIce.descriptionJa,
      termsJa: shaveIce.termsJa,
    });
    expect((await listEcoCategories(db))[0]).toMatchObject({
      nameJa: '海を守る',
      descriptionJa: ocean.descriptionJa,
    });
  });

  it('answers the Japanese once an entry seeded in English is added again with it', async () => {
    await add('eco.ChallengeAdded', 'eco_challenge-2', SEED_ECO_CHALLENGES[1]!);
    await applyAll();
    expect((await listEcoChallenges(db))[1]).toMatchObject({
      titleJa: 'ビーチをきれいにして帰ろう：ごみ10個',
      estimatedTimeJa: '15〜30分',
    });
  });
});
