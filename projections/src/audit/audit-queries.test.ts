import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@nsg/platform/db.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { historyOf } from './audit-queries.ts';

let database: TestDatabase;
let db: Kysely<ReadModelTables>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<ReadModelTables>(database.pool);
});
afterAll(() => database.drop());

describe('a campaign history longer than a page', () => {
  it('shows the latest 500 entries, oldest first', async () => {
    const streamId = 'campaign-long-lived';
    await db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 600 }, (_, i) => ({
          global_position: String(i + 1),
          event_id: randomUUID(),
          stream_id: streamId,
          type: 'advertising.CampaignUpdated',
          actor: 'advertiser:a',
          correlation_id: randomUUID(),
          occurred_at: new Date(Date.UTC(2026, 10, 1) + i * 60_000),
        })),
      )
      .execute();
    const history = await historyOf(db, [streamId]);
    expect(history).toHaveLength(500);
    expect(history[0]!.position).toBe('101');
    expect(history.at(-1)!.position).toBe('600');
  });
});
