import { sql, type Kysely } from 'kysely';
import { storedAlertSettings, type AlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

export interface StoredSubscription {
  id: string;
  personId: string;
  endpoint: string;
  keys: string;
  alertSettings: AlertSettings;
}

export async function activeSubscriptions(db: Kysely<ReadModelTables>): Promise<StoredSubscription[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'person_id', 'endpoint', 'keys', 'alert_settings'])
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    personId: row.person_id,
    endpoint: row.endpoint,
    keys: row.keys,
    alertSettings: storedAlertSettings(row.alert_settings),
  }));
}

/** A claim not settled in this long belongs to a worker that died before sending: it may be taken again. */
export const DELIVERY_LEASE = '2 minutes';

/**
 * Claims the sending of an alert to a subscription: true for the one worker that should send it. A
 * claim left pending past its lease (the worker crashed between claim and send) is taken over, so a
 * crash costs at most a repeated alert, never a lost one. A failed send releases the claim.
 */
export async function claimDelivery(
  db: Kysely<ReadModelTables>,
  subscriptionId: string,
  alertKey: string,
): Promise<boolean> {
  const row = await db
    .insertInto('push_deliveries')
    .values({ subscription_id: subscriptionId, alert_key: alertKey })
    .onConflict((oc) =>
      oc
        .columns(['subscription_id', 'alert_key'])
        .doUpdateSet({ sent_at: sql`now()` })
        .where('push_deliveries.status', '=', 'pending')
        .where('push_deliveries.sent_at', '<', sql<Date>`now() - ${DELIVERY_LEASE}::interval`),
    )
    .returning('alert_key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function settleDelivery(
  db: Kysely<ReadModelTables>,
  subscriptionId: string,
  alertKey: string,
  outcome: 'sent' | 'failed' | 'gone',
): Promise<void> {
  if (outcome === 'failed') {
    await db
      .deleteFrom('push_deliveries')
      .where('subscription_id', '=', subscriptionId)
      .where('alert_key', '=', alertKey)
      .execute();
    return;
  }
  await db
    .updateTable('push_deliveries')
    .set({ status: outcome })
    .where('subscription_id', '=', subscriptionId)
    .where('alert_key', '=', alertKey)
    .execute();
}
