import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/**
 * push_subscriptions is the projection of the push-subscription streams (endpoint and keys stay vault
 * ciphertexts). push_deliveries is written by the push worker: one row per alert key sent to a
 * subscription, so the same alert is never sent twice.
 */
export const notificationsMigrations: Record<string, Migration> = {
  'notifications-0001-tables': ddl(
    sql`
      create table push_subscriptions (
        id text primary key,
        person_id text not null,
        endpoint text not null,
        keys text not null,
        alert_settings jsonb not null,
        active boolean not null,
        ended_reason text,
        subscribed_at timestamptz not null,
        updated_at timestamptz not null
      )`,
    sql`create index push_subscriptions_active on push_subscriptions (active) where active`,
    sql`
      create table push_deliveries (
        subscription_id text not null,
        alert_key text not null,
        sent_at timestamptz not null default now(),
        status text not null default 'pending',
        primary key (subscription_id, alert_key)
      )`,
  ),
};
