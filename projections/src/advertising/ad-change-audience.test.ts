import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { adsProjection } from './ads-projection.ts';

let database: TestDatabase;
let db: Kysely<ReadModelTables>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<ReadModelTables>(database.pool);
});
afterAll(() => database.drop());

const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  type,
  data,
  eventId: randomUUID(),
  metadata: { actor: 'admin:1', correlationId: randomUUID(), schemaVersion: 1 },
  streamId: `ad-${String(data.adId)}`,
  revision: 1n,
  globalPosition: 1n,
  logPosition: { commit: 1n, prepare: 1n } as never,
  createdAt: new Date(),
});

describe('live notices of an ad', () => {
  it('go to its advertiser (and admins), never to other advertisers or visitors', async () => {
    const adId = randomUUID();
    const advertiserId = randomUUID();
    const content = {
      title: 'Sunset cruise',
      description: 'Two hours along the coast.',
      imageUrl: null,
      images: [],
      linkUrl: 'https://cruise.example',
      businessType: 'activity',
      imageRotationEnabled: false,
      imageRotationInterval: 5000,
    };
    const moderation = { adId, advertiserId, by: 'admin:1', at: new Date().toISOString() };
    const events = [
      recorded('advertising.AdUpdated', { ...content, adId, advertiserId, updatedAt: moderation.at }),
      recorded('advertising.AdApproved', { ...moderation, automatic: false }),
      recorded('advertising.AdRejected', moderation),
    ];
    for (const event of events) {
      const changes = await db.transaction().execute((trx) => adsProjection.apply(trx, [event]));
      expect(changes, event.type).toEqual([{ ids: [adId], advertiserId, audience: 'advertiser' }]);
    }
  });
});
