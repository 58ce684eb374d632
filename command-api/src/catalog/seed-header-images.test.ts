import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_IMAGE_ORDER_STREAM } from '@nsg/domain/catalog/header-image.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
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

describe('the header images seed', () => {
  it('makes the shipped hero picture the first header image, once, as the seed', async () => {
    await seedCatalog(store);
    const [image, order] = await Promise.all([
      store.readStream('header_image-1'),
      store.readStream(HEADER_IMAGE_ORDER_STREAM),
    ]);
    expect(image.map((event) => [event.type, event.metadata.actor])).toEqual([
      ['catalog.HeaderImageAdded', SEED_ACTOR],
    ]);
    expect(image[0]!.data).toMatchObject({ imageUrl: '/images/hero.svg' });
    expect(order.map((event) => event.data)).toEqual([{ changes: { order: [1] }, previous: { order: [] } }]);
    expect(await seedCatalog(store)).toBe(0);
  });

  it('leaves what admins did since: a retired hero picture is not brought back', async () => {
    const [added] = await store.readStream('header_image-1');
    await store.append(
      'header_image-1',
      [
        {
          type: 'catalog.HeaderImageRetired',
          data: { id: 1, reason: 'New photos' },
          eventId: crypto.randomUUID(),
          metadata: { actor: 'admin:a1', correlationId: 'c1', schemaVersion: 1 },
        },
      ],
      { expectedRevision: added!.revision },
    );
    expect(await seedCatalog(store)).toBe(0);
    expect((await store.readStream('header_image-1')).at(-1)!.type).toBe('catalog.HeaderImageRetired');
  });
});
