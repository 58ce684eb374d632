import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ECO_CATEGORIES, SEED_ECO_CHALLENGES, SEED_ECO_REWARDS } from '@nsg/domain/catalog/seed/eco.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { deterministicId } from '@nsg/platform/ids.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { seedCatalog } from '../catalog/seed-catalog.ts';

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

/** An event as the seed wrote it before the eco catalog had Japanese. */
async function seededBefore(type: string, streamId: string, data: object, actor = SEED_ACTOR) {
  const eventId = deterministicId(`seed:${streamId}:0`);
  await store.append(
    streamId,
    [{ type, data, eventId, metadata: { actor, correlationId: eventId, schemaVersion: 1 } }],
    { expectedRevision: 'no_stream' },
  );
}

/** Every `…Ja` field left out. */
const englishOnly = (entry: object) =>
  Object.fromEntries(Object.entries(entry).filter(([field]) => !field.endsWith('Ja')));

describe('the eco catalog seed', () => {
  it('gives eco entries seeded in English only their Japanese texts, once', async () => {
    for (const category of SEED_ECO_CATEGORIES)
      await seededBefore('eco.CategoryAdded', `eco_category-${category.id}`, englishOnly(category));
    for (const challenge of SEED_ECO_CHALLENGES)
      await seededBefore('eco.ChallengeAdded', `eco_challenge-${challenge.id}`, englishOnly(challenge));
    for (const reward of SEED_ECO_REWARDS.slice(1))
      await seededBefore('eco.RewardAdded', `eco_reward-${reward.id}`, englishOnly(reward));
    // A reward someone else set since: theirs stays.
    await seededBefore('eco.RewardAdded', 'eco_reward-1', englishOnly(SEED_ECO_REWARDS[0]!), 'admin-1');

    await seedCatalog(store);
    const dunes = await store.readStream('eco_challenge-8');
    expect(dunes.map((event) => event.data)).toEqual([
      englishOnly(SEED_ECO_CHALLENGES[7]!),
      SEED_ECO_CHALLENGES[7],
    ]);
    expect(dunes[1]!.data).toMatchObject({ titleJa: '砂丘に在来植物を植えるボランティアの日' });
    expect((await store.readStream('eco_category-1'))[1]!.data).toMatchObject({ nameJa: '海を守る' });
    expect((await store.readStream('eco_reward-2'))[1]!.data).toMatchObject({
      titleJa: 'マイカップでコーヒー1杯無料',
    });
    expect(await store.readStream('eco_reward-1')).toHaveLength(1);

    expect(await seedCatalog(store)).toBe(0);
    expect(await store.readStream('eco_challenge-8')).toHaveLength(2);
  });
});
