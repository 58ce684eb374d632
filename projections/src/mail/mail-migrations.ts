import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** The mail outbox: one row per message, without its recipient or body. Append new migrations only. */
export const mailMigrations: Record<string, Migration> = {
  'mail-0001-outbox': ddl(
    sql`
      create table mail_outbox (
        id uuid primary key,
        status text not null,
        subject text not null,
        created_at timestamptz not null,
        sent_at timestamptz,
        attempts integer not null default 0,
        last_error text
      )`,
    sql`create index mail_outbox_status on mail_outbox (status, created_at)`,
  ),
};
