import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '@nsg/domain/advertising/invoice.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { assignInvoiceNumber } from './invoice-numbers.ts';

let database: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.pool);
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

const context = { actor: 'system:test', correlationId: 'c' };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const payment = (n: number, at: string): InvoiceDocument => ({
  kind: 'invoice',
  paymentId: uuid(n),
  refundId: null,
  campaignId: uuid(1000 + n),
  advertiserId: uuid(2000),
  amount: 9000,
  reason: null,
  at,
  sourceEventId: uuid(3000 + n),
});

async function numbersOf(year: number) {
  const { rows } = await database.pool.query<{ data: { number: string; paymentId: string; kind: string } }>(
    `select data from events where stream_id = $1 order by revision`,
    [`invoice_numbers-${year}`],
  );
  return rows.map((row) => row.data);
}

describe('invoice numbers', () => {
  it('are sequential and gap-free per year when many payments are numbered at the same moment', async () => {
    const documents = Array.from({ length: 40 }, (_, i) => payment(i + 1, '2026-06-01T20:00:00.000Z'));
    // Each payment asked twice at once, as a reactor redelivery would: one number each all the same.
    await Promise.all(
      [...documents, ...documents].map((document) => assignInvoiceNumber(store, document, context)),
    );
    const numbers = await numbersOf(2026);
    expect(numbers.map((n) => n.number)).toEqual(
      Array.from({ length: 40 }, (_, i) => `NSG-2026-${String(i + 1).padStart(6, '0')}`),
    );
    expect(new Set(numbers.map((n) => n.paymentId)).size).toBe(40);
  });

  it('start again at 1 each Hawaii year, and number each credit note, partial ones too, in the same series', async () => {
    // Still 2026 in Honolulu (21:00 on 31 December), already 2027 in UTC.
    await assignInvoiceNumber(store, payment(100, '2027-01-01T07:00:00.000Z'), context);
    await assignInvoiceNumber(store, payment(101, '2027-01-01T12:00:00.000Z'), context);
    const refund: InvoiceDocument = {
      ...payment(101, '2027-01-02T12:00:00.000Z'),
      kind: 'credit_note',
      refundId: 're_1',
      amount: 4500,
      reason: 'Half the days unserved',
      sourceEventId: uuid(4000),
    };
    await assignInvoiceNumber(store, refund, context);
    await assignInvoiceNumber(store, refund, context);
    // A second partial refund of the same payment, under the provider's same refund reference.
    const secondRefund = { ...refund, sourceEventId: uuid(4001), amount: 1500, reason: 'Another week' };
    await assignInvoiceNumber(store, secondRefund, context);
    expect((await numbersOf(2026)).at(-1)?.number).toBe('NSG-2026-000041');
    expect((await numbersOf(2027)).map((n) => [n.number, n.kind])).toEqual([
      ['NSG-2027-000001', 'invoice'],
      ['NSG-2027-000002', 'credit_note'],
      ['NSG-2027-000003', 'credit_note'],
    ]);
  });
});
