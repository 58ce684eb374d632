import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_BEACH_EXPOSURES } from '@nsg/domain/catalog/seed/beach-exposures.ts';
import { SEED_BEACHES } from '@nsg/domain/catalog/seed/beaches.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ensureCheckpoint, readCheckpoint } from '../runner/checkpoints.ts';
import { catchUp } from '../runner/projection-runner.ts';
import { findBeach } from './catalog-queries.ts';
import { catalogProjection } from './catalog-projection.ts';

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

async function addBeach(beach: object, exposure: object & { source: string }) {
  const metadata = () => ({ actor: SEED_ACTOR, correlationId: randomUUID(), schemaVersion: 1 });
  const id = (beach as { id: number }).id;
  await store.append(
    `beach-${id}`,
    [
      { type: 'catalog.BeachAdded', data: beach, eventId: randomUUID(), metadata: metadata() },
      {
        type: 'catalog.BeachExposureSet',
        data: { beachId: id, ...exposure },
        eventId: randomUUID(),
        metadata: metadata(),
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}

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

describe('a beach in Japanese', () => {
  it('answers its Japanese description, best-for and rating rationale; a beach added without them, none', async () => {
    const waimea = SEED_BEACHES.find((beach) => beach.name === 'Waimea Bay')!;
    await addBeach(waimea, SEED_BEACH_EXPOSURES[waimea.id]!);
    // As beaches were added before the catalog had Japanese.
    const { descriptionJa: _d, bestForJa: _b, ...englishOnly } = { ...SEED_BEACHES[0]!, id: 9001 };
    const { sourceJa: _s, ...englishExposure } = SEED_BEACH_EXPOSURES[1]!;
    await addBeach(englishOnly, englishExposure);
    await applyAll();

    const japanese = (await findBeach(db, waimea.id))!;
    expect(japanese.description).toBe(waimea.description);
    expect(japanese.descriptionJa).toMatch(/^溶岩の岩に囲まれた/);
    expect(japanese.bestForJa).toBe('冬はビッグウェーブの見学、夏は海水浴とシュノーケリング');
    expect(japanese.exposure?.sourceJa).toMatch(/^ビーチの座標から求めた海岸線の向き/);

    const english = (await findBeach(db, 9001))!;
    expect(english.description).toBe(SEED_BEACHES[0]!.description);
    expect([english.descriptionJa, english.bestForJa, english.exposure?.sourceJa]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
