import type { Kysely, Selectable } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { AdvertisingTables } from './advertising-tables.ts';

type Db = Kysely<ReadModelTables>;

const paymentView = (row: Selectable<AdvertisingTables['payments']>) => ({
  id: row.id,
  campaignId: row.campaign_id,
  advertiserId: row.advertiser_id,
  paymentIntentId: row.payment_intent_id,
  amount: row.amount_cents,
  currency: row.currency,
  mode: row.mode,
  status: row.status,
  lastError: row.last_error,
  created: Math.floor(row.created_at.getTime() / 1000),
  updatedAt: row.updated_at.toISOString(),
});

export async function findPaymentByIntent(db: Db, paymentIntentId: string) {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('payment_intent_id', '=', paymentIntentId)
    .executeTakeFirst();
  return row ? paymentView(row) : undefined;
}
