import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { auditProjection } from './audit-projection.ts';

let database: TestDatabase;
let db: Kysely<ReadModelTables>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<ReadModelTables>(database.pool);
});
afterAll(() => database.drop());

const event = (position: number, causationId?: string): RecordedEvent => ({
  eventId: randomUUID(),
  type: 'advertising.CampaignStatusChanged',
  data: { campaignId: 'c1', from: 'pending', to: 'active' },
  metadata: {
    actor: 'admin:a1',
    correlationId: 'corr-1',
    ...(causationId ? { causationId } : {}),
    schemaVersion: 1,
  },
  streamId: 'campaign-c1',
  revision: BigInt(position),
  globalPosition: BigInt(position),
  logPosition: { commit: 1n, prepare: BigInt(position) },
  createdAt: new Date('2026-11-24T20:00:00Z'),
});

describe('audit log rows', () => {
  it('keep what caused each event and the event’s data, one by one and page by page alike', async () => {
    await db.transaction().execute(async (trx) => {
      await auditProjection.apply(trx, [event(1, 'payment-event-9')]);
      await auditProjection.apply(trx, [event(2), event(3, 'cmd-7')]);
    });
    const rows = await db
      .selectFrom('audit_log')
      .select(['global_position', 'causation_id', 'data'])
      .orderBy('global_position')
      .execute();
    expect(rows).toEqual([
      {
        global_position: '1',
        causation_id: 'payment-event-9',
        data: { campaignId: 'c1', from: 'pending', to: 'active' },
      },
      { global_position: '2', causation_id: null, data: { campaignId: 'c1', from: 'pending', to: 'active' } },
      {
        global_position: '3',
        causation_id: 'cmd-7',
        data: { campaignId: 'c1', from: 'pending', to: 'active' },
      },
    ]);
  });
});
