import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BEACH_EXPOSURES } from '@nsg/domain/catalog/seed/beach-exposures.ts';
import { SEED_BEACHES } from '@nsg/domain/catalog/seed/beaches.ts';
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
});
