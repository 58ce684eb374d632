import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStreamId, type PaymentEvent } from '@nsg/domain/advertising/payment.ts';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore, EVENTS_CHANNEL } from '@nsg/platform/event-store/postgres-event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { startProjectionRunner } from '@nsg/projections/runner/projection-runner.ts';
import { reactorProjection, startReactorsAtHead } from '@nsg/projections/runner/reactor.ts';
import { invoiceReactor } from './invoice-reactor.ts';

let database: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.pool, { pollIntervalMs: 50 });
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

const ids = {
  paymentId: '10000000-0000-4000-8000-000000000001',
  campaignId: '20000000-0000-4000-8000-000000000001',
  advertiserId: '30000000-0000-4000-8000-000000000001',
  paymentIntentId: 'pi_test_before',
};

async function numbered(): Promise<string[]> {
  const { rows } = await database.pool.query<{ data: { number: string; kind: string } }>(
    `select data from events where stream_id = 'invoice_numbers-2026' order by revision`,
  );
  return rows.map((row) => `${row.data.number} ${row.data.kind}`);
}

describe('invoices for payments made before invoices existed', () => {
  it('are numbered when the invoice reactor first runs, in the order they happened', async () => {
    const history: PaymentEvent[] = [
      {
        type: 'advertising.PaymentSucceeded',
        data: { ...ids, providerEventId: 'evt_1', amount: 9000, at: '2026-05-01T20:00:00.000Z' },
      },
      {
        type: 'advertising.PaymentRefunded',
        data: {
          ...ids,
          refundId: 're_test_before',
          amount: 9000,
          reason: 'Campaign cancelled',
          by: 'admin:a',
          at: '2026-05-03T20:00:00.000Z',
        },
      },
    ];
    const streamId = paymentStreamId(ids.paymentId);
    await store.append(
      streamId,
      toNewEvents(history, { actor: 'system:test', correlationId: 'c' }, streamId),
      {
        expectedRevision: 'any',
      },
    );

    const db = createDb<ReadModelTables>(database.pool);
    const logger = createLogger('test', 'silent');
    const reactor = invoiceReactor({ store });
    await startReactorsAtHead(db, store, [reactor]);
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [reactorProjection(reactor, logger)],
      logger,
      wakeChannel: EVENTS_CHANNEL,
      pollIntervalMs: 50,
    });
    try {
      for (let attempt = 0; attempt < 120 && (await numbered()).length < 2; attempt++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await numbered()).toEqual(['NSG-2026-000001 invoice', 'NSG-2026-000002 credit_note']);
    } finally {
      await runner.stop();
    }
  });
});
